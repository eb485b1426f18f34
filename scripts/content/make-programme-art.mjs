// Draws the original poster (400x600) and cover (1600x600) art for every production in
// content/programme/productions.json that has none yet. Generated, not downloaded: a
// gradient and a motif chosen from the genre; posters also carry the title and age limit,
// covers carry no text (the page's heading lies over them). Run: node scripts/content/make-programme-art.mjs
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const PALETTES = [
  ['#1d3557', '#457b9d', '#f1faee'],
  ['#3a0ca3', '#f72585', '#fff3f8'],
  ['#264653', '#2a9d8f', '#e9f5db'],
  ['#6a040f', '#e85d04', '#fff1e6'],
  ['#1b4332', '#74c69d', '#f1faf4'],
  ['#22223b', '#9a8c98', '#f2e9e4'],
  ['#003049', '#f77f00', '#fdf0d5'],
  ['#432818', '#bb9457', '#fff8ec'],
  ['#10002b', '#7b2cbf', '#f3e8ff'],
]
const hash = (s) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7)
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')

const motif = (genre, w, h, accent, light, seed) => {
  const g = genre.toLowerCase()
  if (/animasjon|familie|barn|eventyr/.test(g))
    return [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<circle cx="${(seed * (i + 3)) % w}" cy="${h * 0.25 + ((seed >> i) % (h / 3))}" r="${40 + ((seed >> (i + 2)) % 90)}" fill="${light}" opacity="0.35"/>`,
      )
      .join('')
  if (/thriller|grøsser|action|krim/.test(g))
    return `<path d="M0 ${h} L${w * 0.45} ${h * 0.3} L${w * 0.55} ${h * 0.5} L${w} ${h * 0.15} V${h} Z" fill="#000" opacity="0.45"/><rect x="${w * 0.62}" y="${h * 0.12}" width="${w * 0.05}" height="${h * 0.5}" fill="${accent}" opacity="0.7"/>`
  if (/dokumentar|natur|drama|historie|klassiker/.test(g))
    return `<path d="M0 ${h * 0.72} Q${w * 0.25} ${h * 0.55} ${w * 0.5} ${h * 0.68} T${w} ${h * 0.62} V${h} H0 Z" fill="${light}" opacity="0.25"/><path d="M0 ${h * 0.82} Q${w * 0.3} ${h * 0.7} ${w * 0.6} ${h * 0.8} T${w} ${h * 0.76} V${h} H0 Z" fill="#000" opacity="0.3"/><circle cx="${w * 0.72}" cy="${h * 0.3}" r="${Math.min(w, h) * 0.12}" fill="${light}" opacity="0.6"/>`
  if (/science/.test(g))
    return (
      Array.from(
        { length: 40 },
        (_, i) =>
          `<circle cx="${(seed * (i + 7) * 13) % w}" cy="${(seed * (i + 3) * 7) % h}" r="${1 + (i % 3)}" fill="#fff"/>`,
      ).join('') +
      `<circle cx="${w * 0.3}" cy="${h * 0.35}" r="${Math.min(w, h) * 0.18}" fill="${accent}" opacity="0.8"/>`
    )
  return `<g opacity="0.35" fill="none" stroke="${light}" stroke-width="6">${[1, 2, 3, 4].map((i) => `<circle cx="${w / 2}" cy="${h * 0.4}" r="${i * Math.min(w, h) * 0.09}"/>`).join('')}</g>`
}

const lines = (title, max) => {
  const out = ['']
  for (const word of title.split(' ')) {
    const last = out.length - 1
    if ((out[last] + ' ' + word).trim().length > max && out[last]) out.push(word)
    else out[last] = (out[last] + ' ' + word).trim()
  }
  return out
}

const svg = ({ title, genre, age, kind }, w, h, seed) => {
  const [dark, accent, light] = PALETTES[seed % PALETTES.length]
  const poster = h > w
  const size = poster ? 64 : 84
  const text = lines(title, poster ? 14 : 26)
  const y0 = poster ? h * 0.66 : h * 0.55
  const label = kind === 'film' ? 'GJØVIK KINO' : 'KULTURHUSET'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="${poster ? 0 : 1}" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${motif(genre, w, h, accent, light, seed)}
${poster ? `<text x="40" y="64" font-family="DejaVu Sans, Arial" font-size="26" letter-spacing="6" fill="${light}">${label}</text>` : ''}
${!poster ? '' : text.map((t, i) => `<text x="40" y="${y0 + i * size * 1.1}" font-family="DejaVu Sans, Arial" font-weight="700" font-size="${size}" fill="${light}">${esc(t)}</text>`).join('')}
${poster && age ? `<g transform="translate(${w - 110} 30)"><circle cx="40" cy="40" r="38" fill="${light}"/><text x="40" y="52" text-anchor="middle" font-family="DejaVu Sans, Arial" font-weight="700" font-size="${age === 'A' ? 34 : 30}" fill="${dark}">${age}</text></g>` : ''}
</svg>`
}

const productions = JSON.parse(fs.readFileSync('content/programme/productions.json', 'utf8'))
for (const p of productions) {
  const slug = p.object === 'movie' ? p.parentSlug : p.pageReference
  const spec = {
    title: p.title,
    genre: p.genres?.[0] ?? p.features[0] ?? '',
    age: p.ageLimit,
    kind: p.object === 'movie' ? 'film' : 'culture',
  }
  const seed = hash(p.id)
  for (const [suffix, w, h] of [
    ['plakat', 400, 600],
    ['cover', 1600, 600],
  ]) {
    const file = path.join('static/images/programme', `${slug}-${suffix}.jpg`)
    if (fs.existsSync(file)) continue
    await sharp(Buffer.from(svg(spec, w, h, seed)))
      .jpeg({ quality: 72, mozjpeg: true })
      .toFile(file)
  }
}
console.log(`art for ${productions.length} productions in static/images/programme`)
