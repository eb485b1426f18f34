// Turns a page's ImageRef into the <picture> ContentImage draws: AVIF and WebP sources and a
// JPEG fallback, every width the build made, where it is shown (the sizes attribute), and
// the intrinsic size, so that its box has its shape before the picture arrives.
import {
  IMAGE_MIME,
  IMAGE_USAGES,
  srcSet,
  variantPath,
  type ImageRef,
  type ImageUsage,
} from '../contract/images'

export type PictureData = {
  src: string
  srcSet: string
  sizes: string
  width: number
  height: number
  sources: { type: string; srcSet: string }[]
}

export const pictureData = (
  ref: ImageRef,
  usage: ImageUsage,
  /** How wide it is shown, where this place differs from the usage's own sizes. */
  shownSizes?: string,
): PictureData | null => {
  const largest = ref.variants[usage]?.sizes.at(-1)
  if (!largest) return null
  const { formats } = IMAGE_USAGES[usage]
  const fallback = formats[formats.length - 1]!
  return {
    src: variantPath(ref, usage, largest[0], fallback),
    srcSet: srcSet(ref, usage, fallback),
    sizes: shownSizes ?? IMAGE_USAGES[usage].sizes,
    width: largest[0],
    height: largest[1],
    sources: formats
      .slice(0, -1)
      .map((format) => ({ type: IMAGE_MIME[format], srcSet: srcSet(ref, usage, format) })),
  }
}

/** CSS object-position that keeps the picture's subject in view when the box crops it. */
export const objectPosition = (ref: ImageRef) =>
  ref.focus ? `${Math.round(ref.focus[0] * 100)}% ${Math.round(ref.focus[1] * 100)}%` : undefined
