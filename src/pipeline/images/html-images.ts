// Images inside editor HTML (article bodies, Content blocks, footer HTML), after the
// sanitiser: each <img> becomes a <picture> of the processed variants (AVIF, WebP, JPEG),
// with its intrinsic size, lazy loading and its dominant colour behind it. An image that
// could not be processed becomes a placeholder, never a broken image. The sanitiser writes
// every attribute double-quoted and entity-encoded, which is what this reads.
import { IMAGE_MIME, IMAGE_USAGES, srcSet, variantPath, type ImageRef } from '../../contract/images'

const IMG = /<img\b([^>]*?)\s*\/?>/gi
const ATTRIBUTE = /([a-zA-Z-]+)="([^"]*)"/g

const attributes = (text: string) =>
  Object.fromEntries([...text.matchAll(ATTRIBUTE)].map(([, name, value]) => [name, value]))

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** The image URLs an HTML fragment shows, as the browser would read its src attributes. */
export const htmlImageSources = (html: string): string[] =>
  [...html.matchAll(IMG)].map((m) => decode(attributes(m[1]!).src ?? '')).filter(Boolean)

const placeholder = (alt: string) =>
  alt
    ? `<span class="image-placeholder" role="img" aria-label="${alt}"></span>`
    : '<span class="image-placeholder" aria-hidden="true"></span>'

const picture = (ref: ImageRef, alt: string) => {
  if (ref.vector) {
    const { src, width, height } = ref.vector
    return `<img src="${src}" alt="${alt}" width="${width}" height="${height}" loading="lazy" decoding="async" />`
  }
  const sizes = ref.variants.inline?.sizes
  const largest = sizes?.at(-1)
  if (!largest) return placeholder(alt)
  const { formats, sizes: shown } = IMAGE_USAGES.inline
  const fallback = formats[formats.length - 1]!
  return [
    `<picture class="inline-image" style="background-color:${ref.bg}">`,
    ...formats
      .slice(0, -1)
      .map(
        (f) =>
          `<source type="${IMAGE_MIME[f]}" srcset="${srcSet(ref, 'inline', f)}" sizes="${shown}" />`,
      ),
    `<img src="${variantPath(ref, 'inline', largest[0], fallback)}" srcset="${srcSet(ref, 'inline', fallback)}"`,
    ` sizes="${shown}" width="${largest[0]}" height="${largest[1]}" alt="${alt}" loading="lazy" decoding="async" />`,
    '</picture>',
  ].join('')
}

/** The HTML with each <img> replaced by its processed <picture>, or a placeholder. */
export const withPictures = (html: string, imageOf: (url: string) => ImageRef | undefined) =>
  html.replace(IMG, (_tag, text: string) => {
    const { src = '', alt = '' } = attributes(text)
    const ref = imageOf(decode(src))
    return ref ? picture(ref, alt) : placeholder(alt)
  })
