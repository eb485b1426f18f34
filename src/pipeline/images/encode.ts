// What sharp does to an image: read its size and dominant colour, cut it to a usage's
// shape around its subject, and encode each width in AVIF, WebP and JPEG. The settings
// are part of every variant's file name (see variantKey), so changing them makes new files.
import crypto from 'node:crypto'
import sharp from 'sharp'
import type { ImageFormat, ImageUsage } from '../../contract/images'
import { IMAGE_USAGES } from '../../contract/images'

// One libvips thread per image: the build runs one image per core instead, which keeps
// every core busy through the encoders' single-threaded stretches.
sharp.concurrency(1)

// AVIF at effort 2 encodes about six times faster than the default (4) for files about
// 15 % larger; on a 2-core build server that is the difference between minutes and hours.
// Quality 45 rather than sharp's 50: 20 % smaller on photos at the same encoding time
// (720×405 cards 29.8 → 24.0 KB, 280×420 posters 11.7 → 9.2 KB, the photo set's
// average), with no difference to see at a phone's density; effort 4 at quality 50 saved
// only 6 % for four times the time.
export const ENCODERS = {
  avif: { quality: 45, effort: 2 },
  webp: { quality: 72, effort: 4 },
  jpg: { quality: 76, progressive: true, mozjpeg: false },
} as const

export type Analysis = { width: number; height: number; bg: string; vector: boolean }
export type Box = { left: number; top: number; width: number; height: number }

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0')

/** Size as shown (EXIF orientation applied) and the dominant colour. */
export const analyse = async (bytes: Buffer): Promise<Analysis> => {
  const meta = await sharp(bytes).metadata()
  if (!meta.width || !meta.height) throw new Error('has no size')
  const turned = (meta.orientation ?? 1) >= 5
  if (meta.format === 'svg')
    return { width: meta.width, height: meta.height, bg: '#e8e4de', vector: true }
  const { dominant } = await sharp(bytes).resize(64, 64, { fit: 'inside' }).stats()
  return {
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
    bg: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    vector: false,
  }
}

/** The largest box of the given shape that keeps the subject (focus) as central as it can. */
export const cropBox = (
  width: number,
  height: number,
  aspect: number | null,
  [fx, fy]: [number, number] = [0.5, 0.5],
): Box => {
  if (!aspect) return { left: 0, top: 0, width, height }
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max)
  if (width / height > aspect) {
    const w = Math.round(height * aspect)
    return { left: clamp(Math.round(fx * width - w / 2), width - w), top: 0, width: w, height }
  }
  const h = Math.round(width / aspect)
  return { left: 0, top: clamp(Math.round(fy * height - h / 2), height - h), width, height: h }
}

/** The widths a usage gets from a crop: its own widths up to the crop's, never enlarged;
 * and the crop's own width on top when it is well above the largest of those, so a picture
 * between two widths is not shown smaller than it could be. */
export const widthsFor = (usage: ImageUsage, cropWidth: number) => {
  const all = IMAGE_USAGES[usage].widths
  const wanted = all.filter((w) => w <= cropWidth)
  const largest = wanted.at(-1)
  if (largest === undefined) return [cropWidth]
  return wanted.length < all.length && cropWidth >= largest * 1.25 ? [...wanted, cropWidth] : wanted
}

/** Names how a usage is cut and encoded: equal keys mean equal files. */
export const variantKey = (usage: ImageUsage, focus: [number, number] | undefined) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify({ aspect: IMAGE_USAGES[usage].aspect, focus: focus ?? null, ENCODERS }))
    .digest('hex')
    .slice(0, 8)

/** An image decoded once (orientation applied; transparency on white, as JPEG has none),
 * to cut many variants from. */
export const decode = async (bytes: Buffer) => {
  const { data, info } = await sharp(bytes)
    .rotate()
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } }
}

export const encode = async (
  decoded: Awaited<ReturnType<typeof decode>>,
  box: Box,
  width: number,
  format: ImageFormat,
): Promise<Buffer> => {
  const height = Math.round((width * box.height) / box.width)
  const image = sharp(decoded.data, { raw: decoded.raw }).extract(box).resize(width, height)
  if (format === 'avif') return image.avif(ENCODERS.avif).toBuffer()
  if (format === 'webp') return image.webp(ENCODERS.webp).toBuffer()
  return image.jpeg(ENCODERS.jpg).toBuffer()
}
