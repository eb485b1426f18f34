// Turns a page's ImageRef into what GatsbyImage draws: a <picture> with AVIF and WebP
// sources and a JPEG fallback, every width the build made, the usage's sizes, the intrinsic
// size (so nothing shifts) and the dominant colour until the picture arrives.
import type { IGatsbyImageData } from 'plugin-image'
import {
  IMAGE_MIME,
  IMAGE_USAGES,
  srcSet,
  variantPath,
  type ImageRef,
  type ImageUsage,
} from '../contract/images'

export const gatsbyImageData = (ref: ImageRef, usage: ImageUsage): IGatsbyImageData | null => {
  const largest = ref.variants[usage]?.sizes.at(-1)
  if (!largest) return null
  const { sizes, formats } = IMAGE_USAGES[usage]
  const fallback = formats[formats.length - 1]!
  return {
    layout: 'fullWidth',
    width: largest[0],
    height: largest[1],
    backgroundColor: ref.bg,
    images: {
      fallback: {
        src: variantPath(ref, usage, largest[0], fallback),
        srcSet: srcSet(ref, usage, fallback),
        sizes,
      },
      sources: formats.slice(0, -1).map((format) => ({
        type: IMAGE_MIME[format],
        srcSet: srcSet(ref, usage, format),
        sizes,
      })),
    },
  }
}

/** CSS object-position that keeps the picture's subject in view when the box crops it. */
export const objectPosition = (ref: ImageRef) =>
  ref.focus ? `${Math.round(ref.focus[0] * 100)}% ${Math.round(ref.focus[1] * 100)}%` : undefined
