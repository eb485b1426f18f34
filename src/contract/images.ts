// How images travel from the build to the page. The build processes each image once into
// variants for the places it is shown (its usages) and writes them under /static/img/;
// a page's data carries a small ImageRef per image, from which the page builds the srcset.
// Both wings read this file: the build to know what to make, the blocks to know what
// exists and how large it is shown.

/** A place an image is shown, with the shape it is cut to and the widths it is made in. */
export type ImageUsage = 'hero' | 'card' | 'poster' | 'inline' | 'og'

type UsageSpec = {
  /** Width / height of the crop, or null to keep the picture's own shape. */
  aspect: number | null
  /** Widths made (never wider than the original). */
  widths: number[]
  /** How wide it is shown, for the browser to pick a width (the sizes attribute). */
  sizes: string
  /** Formats, best first; the last is the fallback every browser can show. */
  formats: ImageFormat[]
}

export type ImageFormat = 'avif' | 'webp' | 'jpg'

export const IMAGE_MIME: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
}

const ALL: ImageFormat[] = ['avif', 'webp', 'jpg']

// Widths follow the layout: a hero spans the window (a 412 px phone at 1.75x needs 721
// pixels); a card is a grid cell of at least 16rem in the 1200px container (13rem, five
// across, from 1280 px), or on a phone 8rem beside its words; a poster in the cover flow is 10rem
// wide (a schedule's poster is smaller, and says so); an inline image fills the
// 46rem text column. A hero's box is about 2:1 on a phone and wider on a desktop, where
// the box cuts the 2:1 picture's top and bottom around its subject.
export const IMAGE_USAGES: Record<ImageUsage, UsageSpec> = {
  hero: { aspect: 2, widths: [750, 1280, 1920], sizes: '100vw', formats: ALL },
  card: {
    aspect: 16 / 9,
    widths: [360, 540, 720],
    sizes: '(min-width: 1280px) 232px, (min-width: 1024px) 31vw, (min-width: 640px) 45vw, 8rem',
    formats: ALL,
  },
  // Drawn at 44 px (a schedule's row), 72 px (its films) and 10rem (the cover flow): each
  // at the device pixel ratios phones have (1.75, 2, 3), so that no phone downloads a
  // poster twice the size it draws.
  poster: { aspect: 2 / 3, widths: [88, 132, 160, 280, 320, 480], sizes: '10rem', formats: ALL },
  inline: {
    aspect: null,
    widths: [360, 720, 1080],
    sizes: '(min-width: 48rem) 46rem, calc(100vw - 2rem)',
    formats: ALL,
  },
  // Open Graph and JSON-LD: one 1200 px JPEG in the picture's own shape (a crop could cut
  // a poster's title).
  og: { aspect: null, widths: [1200], sizes: '1200px', formats: ['jpg'] },
}

/** What a page knows of one processed image. */
export type ImageRef = {
  /** Stem of the variant files: the original's content digest, so equal images share them. */
  id: string
  /** Dominant colour, shown until the image arrives. */
  bg: string
  /** Per usage: a key of how it was cut and encoded (part of every file name, so a change
   * makes new names), and the size of each variant made, smallest first. */
  variants: Partial<Record<ImageUsage, { key: string; sizes: [number, number][] }>>
  /** Where the picture's subject is, 0-1 from the left and the top (for object-position). */
  focus?: [number, number]
  /** A vector image (SVG) is served as it is, at this size. */
  vector?: { src: string; width: number; height: number }
}

/** Images a page uses, by the URL its records give. */
export type ImageCatalogue = Record<string, ImageRef>

export const IMAGE_PATH = '/static/img'

const spec = (ref: ImageRef, usage: ImageUsage) => ref.variants[usage]

export const variantPath = (ref: ImageRef, usage: ImageUsage, width: number, format: ImageFormat) =>
  `${IMAGE_PATH}/${ref.id}-${usage}-${spec(ref, usage)?.key ?? ''}-${width}.${format}`

/** The srcset of one format of a usage: every width made. */
export const srcSet = (ref: ImageRef, usage: ImageUsage, format: ImageFormat) =>
  (spec(ref, usage)?.sizes ?? [])
    .map(([w]) => `${variantPath(ref, usage, w, format)} ${w}w`)
    .join(', ')

/** The largest variant of a usage, as JPEG (the format every client reads). */
export const largestVariant = (ref: ImageRef, usage: ImageUsage) => {
  const last = spec(ref, usage)?.sizes.at(-1)
  return last
    ? { path: variantPath(ref, usage, last[0], 'jpg'), width: last[0], height: last[1] }
    : null
}
