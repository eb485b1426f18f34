// The home-screen icons of the web app manifest (gatsby-config.ts) and the
// apple-touch-icon, drawn from the favicon's film reel:
//   node scripts/make-app-icons.mjs      writes static/icons/*.png (committed)
// The maskable icon fills its square with the orange and keeps the reel inside the middle
// 80 %, the safe zone a phone's mask (circle, squircle) never cuts.
import path from 'node:path'
import sharp from 'sharp'

const OUT = path.resolve('static/icons')
const ORANGE = '#f28a1e'
const INK = '#1a1a1a'

/** The reel, centred, its outer ring `scale` of the square. */
const reel = (scale) => {
  const r = 19 * scale
  const dot = 4.5 * scale
  const stroke = 5 * scale
  const off = 12 * scale
  return `<g transform="translate(32 32)"><circle r="${r}" fill="none" stroke="${INK}" stroke-width="${stroke}"/>${[
    [0, -off],
    [0, off],
    [-off, 0],
    [off, 0],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${dot}" fill="${INK}"/>`)
    .join('')}</g>`
}

const svg = (background, scale) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${background}${reel(scale)}</svg>`,
  )

const ROUNDED = `<rect width="64" height="64" rx="14" fill="${ORANGE}"/>`
const FULL = `<rect width="64" height="64" fill="${ORANGE}"/>`

const icons = [
  ['icon-192.png', 192, svg(ROUNDED, 1)],
  ['icon-512.png', 512, svg(ROUNDED, 1)],
  // Within the safe zone: the ring's outer edge at 0.8 / 2 of the square.
  ['maskable-512.png', 512, svg(FULL, 0.72)],
  // iOS rounds the corners itself.
  ['apple-touch-icon.png', 180, svg(FULL, 0.9)],
]

for (const [name, size, image] of icons)
  await sharp(image, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, name))
console.log(`Wrote ${icons.map(([name]) => name).join(', ')} to ${OUT}`)
