// A realistic photo set for tests and benchmarks, made here (nothing is fetched): for every
// picture the content names, a photo-like JPEG at the size distributors and a CMS deliver
// (posters 1400x2100, stills and article pictures 2400x900, thumbnails 1200x675, about
// 300-700 KB each). "Photo-like" matters: flat art compresses ten times better than a
// photo, so only pictures with a photo's gradients, shapes, soft detail and grain measure
// what a cinema's real pictures cost. Two styles: 'scene' (soft detail and grey grain) and
// 'grain' (the same scenes with a camera's per-pixel colour noise on top, as a film still
// or a phone photo has): grain is what encoders cannot compress, so it is the harder case
// for bytes and for decoding.
//   node bench/photo-set.mjs <content dir> <static dir> [scene|grain]   writes over the files there
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const random = (seed) => () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff
  return seed / 0x7fffffff
}
const hashOf = (text) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7)

const SKIES = [
  ['#f6d6a8', '#e58f65', '#5b4a6b'],
  ['#b9d7ea', '#769fcd', '#2b3a55'],
  ['#fde2c4', '#f4a259', '#3d405b'],
  ['#d8e2dc', '#9cb4a8', '#2f3e46'],
  ['#ffe5d9', '#d8a48f', '#4a4e69'],
  ['#e0fbfc', '#98c1d9', '#293241'],
]

/** A scene: sky, distant hills, a lit subject and foreground shapes, softened as a lens would. */
const scene = (width, height, next) => {
  const [top, middle, bottom] = SKIES[Math.floor(next() * SKIES.length)]
  const hill = (y, colour, wobble) => {
    let d = `M0 ${height} L0 ${y}`
    for (let x = 0; x <= width; x += width / 12)
      d += ` Q${x + width / 24} ${y - wobble * next()} ${x + width / 12} ${y + wobble * (next() - 0.5)}`
    return `<path d="${d} L${width} ${height} Z" fill="${colour}"/>`
  }
  const figures = Array.from({ length: 3 + Math.floor(next() * 5) }, () => {
    const x = next() * width
    const h = height * (0.15 + next() * 0.35)
    const w = h * (0.25 + next() * 0.2)
    const y = height * (0.55 + next() * 0.3)
    const shade = Math.floor(20 + next() * 60)
    return `<ellipse cx="${x}" cy="${y - h / 2}" rx="${w / 2}" ry="${h / 2}" fill="rgb(${shade},${shade - 10},${shade + 5})" opacity="${0.6 + next() * 0.4}"/>`
  }).join('')
  // Windows, leaves, faces in a crowd: many small shapes with hard edges.
  const details = Array.from({ length: 260 }, () => {
    const size = Math.min(width, height) * (0.004 + next() * 0.025)
    const shade = Math.floor(next() * 255)
    const x = next() * width
    const y = height * (0.35 + next() * 0.6)
    return next() < 0.5
      ? `<rect x="${x}" y="${y}" width="${size}" height="${size * (0.6 + next())}" fill="rgb(${shade},${(shade * 0.8) | 0},${(shade * 0.6) | 0})" opacity="${0.3 + next() * 0.6}"/>`
      : `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="rgb(${(shade * 0.5) | 0},${shade},${(shade * 0.7) | 0})" opacity="${0.3 + next() * 0.6}"/>`
  }).join('')
  const lights = Array.from({ length: 6 }, () => {
    const r = Math.min(width, height) * (0.03 + next() * 0.12)
    return `<circle cx="${next() * width}" cy="${next() * height * 0.6}" r="${r}" fill="#fff6d5" opacity="${0.15 + next() * 0.35}"/>`
  }).join('')
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.55" stop-color="${middle}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
  <filter id="far"><feGaussianBlur stdDeviation="${width / 180}"/></filter>
  <filter id="near"><feGaussianBlur stdDeviation="${width / 900}"/></filter>
</defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<g filter="url(#far)">${lights}${hill(height * 0.55, '#6b7b8c', height * 0.12)}${hill(height * 0.68, '#3f5a4a', height * 0.1)}</g>
<g filter="url(#near)">${details}${figures}${hill(height * 0.86, '#1f2a24', height * 0.06)}</g>
</svg>`)
}

/** Detail at many scales: soft texture from noise enlarged, and fine grain on top. */
const noise = (width, height, next, amplitude) => {
  const data = Buffer.alloc(width * height)
  for (let i = 0; i < data.length; i++) data[i] = 128 + Math.round((next() - 0.5) * 2 * amplitude)
  return data
}

/** Noise drawn at 1/scale of the size and enlarged smoothly: detail of that coarseness. */
const octave = async (width, height, next, scale, amplitude) => {
  const w = Math.ceil(width / scale)
  const h = Math.ceil(height / scale)
  return sharp(noise(w, h, next, amplitude), { raw: { width: w, height: h, channels: 1 } })
    .resize(width, height, { kernel: 'cubic' })
    .blur(Math.max(0.6, scale / 2))
    .toColourspace('srgb')
    .png({ compressionLevel: 1 })
    .toBuffer()
}

/** A camera's grain: noise per pixel and per colour channel, about normally distributed. */
const colourGrain = (width, height, next, amplitude) => {
  const data = Buffer.alloc(width * height * 3)
  for (let i = 0; i < data.length; i++) {
    const value = 128 + Math.round((next() + next() + next() - 1.5) * amplitude * 1.4)
    data[i] = Math.max(0, Math.min(255, value))
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer()
}

export const PHOTO_STYLES = ['scene', 'grain']

export const makePhoto = async (width, height, seedText, { style = 'scene' } = {}) => {
  const next = random(hashOf(seedText))
  // Coarse light and shade, foliage-sized detail that survives a reduction to phone size,
  // and grain.
  const layers = [
    { input: await octave(width, height, next, 40, 80), blend: 'soft-light' },
    { input: await octave(width, height, next, 8, 70), blend: 'soft-light' },
    { input: await octave(width, height, next, 3, 90), blend: 'soft-light' },
    { input: await octave(width, height, next, 1, 30), blend: 'overlay' },
    ...(style === 'grain'
      ? [{ input: await colourGrain(width, height, next, 20), blend: 'overlay' }]
      : []),
  ]
  return sharp(scene(width, height, next))
    .composite(layers)
    .jpeg({ quality: 86, chromaSubsampling: '4:2:0' })
    .toBuffer()
}

const SIZES = {
  poster: [1400, 2100],
  cover: [2400, 900],
  image: [2400, 900],
  thumbnail: [1200, 675],
}

/** Every raster picture the content names, with the size a real one would have. */
export const photoTargets = (contentDir) => {
  const read = (file) => JSON.parse(fs.readFileSync(path.join(contentDir, file), 'utf8'))
  const targets = new Map()
  const add = (url, kind) => {
    if (typeof url === 'string' && /^\/images\/.+\.(jpe?g|png|webp)$/i.test(url))
      targets.set(url, kind)
  }
  for (const p of read('programme/productions.json'))
    for (const asset of p.assets) add(asset.url, asset.role)
  for (const file of fs.readdirSync(path.join(contentDir, 'articles'))) {
    const article = read(path.join('articles', file))
    add(article.image, 'image')
    add(article.thumbnail, 'thumbnail')
  }
  return [...targets].map(([url, kind]) => ({ url, size: SIZES[kind] }))
}

/** Writes the photo set over the content's pictures in staticDir; returns their sizes.
 * scale < 1 makes smaller pictures (the benchmark's smoke run, which only keeps the code
 * working). Two at a time: sharp's compositing is multi-threaded, the noise is not. */
export const makePhotoSet = async (contentDir, staticDir, { scale = 1, style = 'scene' } = {}) => {
  const targets = photoTargets(contentDir)
  const written = []
  let next = 0
  const worker = async () => {
    while (next < targets.length) {
      const { url, size } = targets[next++]
      const [width, height] = size.map((n) => Math.round(n * scale))
      const file = path.join(staticDir, url)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      const bytes = await makePhoto(width, height, url, { style })
      fs.writeFileSync(file, bytes)
      written.push({ url, width, height, bytes: bytes.length })
    }
  }
  await Promise.all([worker(), worker()])
  return written.sort((a, b) => a.url.localeCompare(b.url))
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const [contentDir = 'content', staticDir = 'static', style = 'scene'] = process.argv.slice(2)
  if (!PHOTO_STYLES.includes(style)) throw new Error(`style is one of ${PHOTO_STYLES.join(', ')}`)
  const written = await makePhotoSet(contentDir, staticDir, { style })
  const kb = written.map((w) => w.bytes / 1024).sort((a, b) => a - b)
  console.log(
    `${written.length} photos written to ${staticDir}: ${Math.round(kb[0])}-${Math.round(kb.at(-1))} KB, median ${Math.round(kb[kb.length >> 1])} KB`,
  )
}
