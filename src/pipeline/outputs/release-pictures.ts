// The pictures a release shows and the cuts the image step made of each (a hero, a card, a
// poster, a social preview), from the records that name them. Written with the release
// records (BUILD_RECORDS_FILE): the rebuild hook compares a preview's with the live
// release's and shows every cut of each picture that changes, so an editor sees what a
// new picture or a new focal point keeps before it goes live.
import { variantPath, type ImageCatalogue, type ImageUsage } from '../../contract/images'
import { collectImages } from '../images/collect'
import type { Content } from '../validate/validate'

/** The cuts an editor is shown, in this order; an inline picture keeps its own shape. */
const CUTS = ['hero', 'card', 'poster', 'og'] as const satisfies readonly ImageUsage[]
/** The narrowest variant at least this wide is shown: enough for a side-by-side view. */
const SHOWN_WIDTH = 360

export type PictureCut = {
  usage: (typeof CUTS)[number]
  /** The JPEG variant, as a site path (/static/img/...). */
  src: string
  width: number
  height: number
}

export type ReleasePicture = {
  /** The picture as the records name it. */
  url: string
  /** How it was cut: the original's digest and each cut's key. Another file or another
   * focal point gives another value. */
  cut: string
  focus?: [number, number]
  /** The records and fields that name it. */
  places: { record: string; field: string }[]
  cuts: PictureCut[]
}

export const releasePictures = (content: Content, catalogue: ImageCatalogue): ReleasePicture[] =>
  collectImages(content).flatMap((use): ReleasePicture[] => {
    const ref = catalogue[use.url]
    if (!ref || ref.vector) return []
    const cuts = CUTS.flatMap((usage): PictureCut[] => {
      const sizes = ref.variants[usage]?.sizes ?? []
      const shown = sizes.find(([w]) => w >= SHOWN_WIDTH) ?? sizes.at(-1)
      return shown
        ? [
            {
              usage,
              src: variantPath(ref, usage, shown[0], 'jpg'),
              width: shown[0],
              height: shown[1],
            },
          ]
        : []
    })
    if (cuts.length === 0) return []
    return [
      {
        url: use.url,
        cut: [ref.id, ...cuts.map((c) => `${c.usage}:${ref.variants[c.usage]!.key}`)].join(' '),
        ...(ref.focus && { focus: ref.focus }),
        places: use.places.map(({ record, field }) => ({ record, field })),
        cuts,
      },
    ]
  })
