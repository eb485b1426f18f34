// Draws original cover (1600x600) and card (640x360) art for every article in
// content/articles whose image or thumbnail points at /images/articles/ and is missing.
// Run: node scripts/content/make-article-art.mjs
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const PALETTES = {
  article: [
    ['#6a040f', '#f28a1e'],
    ['#1d3557', '#457b9d'],
    ['#3a0ca3', '#f72585'],
  ],
  library: [
    ['#1b4332', '#74c69d'],
    ['#264653', '#2a9d8f'],
    ['#432818', '#bb9457'],
  ],
}
const hash = (s) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 11)

const svg = (w, h, category, seed) => {
  const list = PALETTES[category] ?? PALETTES.article
  const [dark, light] = list[seed % list.length]
  const shapes =
    category === 'library'
      ? Array.from({ length: 9 }, (_, i) => {
          const bw = w / 16
          const bh = h * (0.45 + ((seed >> i) % 30) / 100)
          return `<rect x="${w * 0.18 + i * bw * 1.15}" y="${h - bh - h * 0.08}" width="${bw}" height="${bh}" rx="6" fill="#fff" opacity="${0.18 + (i % 3) * 0.1}"/>`
        }).join('')
      : [0, 1, 2]
          .map(
            (i) =>
              `<circle cx="${w * (0.25 + i * 0.25)}" cy="${h * 0.5}" r="${h * (0.18 + i * 0.06)}" fill="none" stroke="#fff" stroke-width="${6 + i * 3}" opacity="0.3"/>`,
          )
          .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${shapes}</svg>`
}

const dir = 'content/articles'
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const article = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
  const seed = hash(article.id)
  for (const [url, w, h] of [
    [article.image, 1600, 600],
    [article.thumbnail, 640, 360],
  ]) {
    if (!url?.startsWith('/images/articles/')) continue
    const out = path.join('static', url)
    if (fs.existsSync(out)) continue
    await sharp(Buffer.from(svg(w, h, article.category, seed)))
      .jpeg({ quality: 72, mozjpeg: true })
      .toFile(out)
  }
}
console.log('article art in static/images/articles')
