// Every image the content shows, with the places it is shown (its usages) and the records
// that name it, so that each is processed once into what its usages need and a failure
// can be reported against the record and field that named it.
import type { ImageUsage } from '../../contract/images'
import { coverOf, posterOf } from '../../lib/programme'
import type { Production } from '../../contract/records/programme'
import type { Focus } from '../../contract/records/focus'
import type { Content } from '../validate/validate'
import { htmlImageSources } from './html-images'

export type ImagePlace = { file: string; record: string; field: string }

export type ImageUse = {
  url: string
  usages: Set<ImageUsage>
  focus?: [number, number]
  places: ImagePlace[]
}

type Add = (url: string | undefined, usages: ImageUsage[], place: ImagePlace, focus?: Focus) => void

const productionImages = (p: Production, file: string, add: Add) => {
  const poster = posterOf(p)
  const cover = coverOf(p)
  // Meta and JSON-LD take the first image asset (SPEC section 2).
  const first = p.assets.find((a) => a.type === 'image')
  p.assets.forEach((asset, i) => {
    const usages: ImageUsage[] = [
      ...(asset === poster ? (['poster'] as const) : []),
      ...(asset === cover ? (['hero', 'card'] as const) : []),
      ...(asset === first ? (['og'] as const) : []),
    ]
    add(asset.url, usages, { file, record: p.id, field: `assets[${i}].url` }, asset.focus)
  })
}

// Block props that hold images, and how the block shows them.
const PROP_USAGES: Record<string, ImageUsage> = {
  Cover: 'hero',
  Poster: 'hero',
  CardList: 'card',
}

export const collectImages = (content: Content): ImageUse[] => {
  const uses = new Map<string, ImageUse>()
  const add: Add = (url, usages, place, focus) => {
    if (!url || usages.length === 0) return
    const use = uses.get(url) ?? { url, usages: new Set(), places: [] }
    usages.forEach((u) => use.usages.add(u))
    use.places.push(place)
    if (focus && !use.focus) use.focus = [focus.x, focus.y]
    uses.set(url, use)
  }
  const inline = (html: string, place: ImagePlace) =>
    htmlImageSources(html).forEach((src) => add(src, ['inline'], place))

  const { site, files } = content
  const sitePlace = (field: string) => ({ file: files.site, record: site.id, field })
  add(site.defaultImage, ['og'], sitePlace('defaultImage'), site.defaultImageFocus)
  // SVG (the schema says so): measured for their size, and checked to exist.
  add(site.logo.src, ['inline'], sitePlace('logo.src'))
  add(site.logo.srcOnDark, ['inline'], sitePlace('logo.srcOnDark'))
  for (const p of content.programme.productions) productionImages(p, files.productions, add)
  for (const { file, article } of content.articles) {
    const place = (field: string) => ({ file, record: article.id, field })
    add(article.image, ['hero', 'og'], place('image'), article.imageFocus)
    add(article.thumbnail, ['card'], place('thumbnail'), article.thumbnailFocus)
    inline(article.content, place('content'))
  }
  for (const { file, page } of content.pages) {
    const place = (field: string) => ({ file, record: page.id, field })
    for (const [locale, meta] of Object.entries(page.meta))
      add(meta?.image, ['og'], place(`meta.${locale}.image`), meta?.imageFocus)
    page.blocks.forEach((block, b) => {
      const usage = PROP_USAGES[block.component]
      // The block contract has checked each focus (contract/blocks.ts).
      const props = block.props as {
        image?: unknown
        imageFocus?: Focus
        cards?: { image?: unknown; imageFocus?: Focus }[]
        html?: unknown
      }
      if (usage && typeof props.image === 'string')
        add(props.image, [usage], place(`blocks[${b}].props.image`), props.imageFocus)
      props.cards?.forEach((card, c) => {
        if (usage && typeof card.image === 'string')
          add(card.image, [usage], place(`blocks[${b}].props.cards[${c}].image`), card.imageFocus)
      })
      if (typeof props.html === 'string') inline(props.html, place(`blocks[${b}].props.html`))
    })
  }
  content.footer.forEach((block) =>
    block.items.forEach((item, i) => {
      if (item.type === 'html')
        inline(item.value, { file: files.footer, record: block.id, field: `items[${i}].value` })
    }),
  )
  return [...uses.values()]
}
