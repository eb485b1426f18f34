// Reads a QR code drawn by qrPath back into text, with a real decoder (jsQR), so tests
// show that the drawing scans rather than that some path was emitted.
import jsQR from 'jsqr'

export const decodeQrPath = (size: number, path: string, scale = 4): string | null => {
  const px = size * scale
  const rgba = new Uint8ClampedArray(px * px * 4).fill(255)
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)/g)) {
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const i = ((Number(y) * scale + dy) * px + Number(x) * scale + dx) * 4
        rgba[i] = rgba[i + 1] = rgba[i + 2] = 0
      }
  }
  return jsQR(rgba, px, px)?.data ?? null
}
