// Every image address the content uses, for the CSP's img-src: article images and
// thumbnails, programme assets, images in block props and <img> inside editor HTML (after
// sanitising, so only what a visitor will be shown counts).
import type { Content } from './validate'

const IMG_SRC = /<img\b[^>]*?\ssrc="([^"]*)"/gi
const IMAGE_PROP = /^(image|src|thumbnail|poster)$/i

const htmlImages = (html: string) =>
  [...html.matchAll(IMG_SRC)].map((m) => m[1]!.replace(/&amp;/g, '&'))

const propImages = (value: unknown, key = ''): string[] => {
  if (typeof value === 'string') return IMAGE_PROP.test(key) ? [value] : []
  if (Array.isArray(value)) return value.flatMap((item) => propImages(item, key))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => propImages(v, k))
  return []
}

export const contentImageUrls = (content: Content): string[] => [
  ...content.articles.flatMap(({ article }) => [
    article.image,
    article.thumbnail,
    ...htmlImages(article.content),
  ]),
  ...content.programme.productions.flatMap((p) => p.assets.map((a) => a.url)),
  ...content.pages.flatMap(({ page }) =>
    page.blocks.flatMap((block) => [
      ...propImages(block.props),
      ...(typeof block.props.html === 'string' ? htmlImages(block.props.html) : []),
    ]),
  ),
  ...content.footer.flatMap((block) =>
    block.items.flatMap((item) => (item.type === 'html' ? htmlImages(item.value) : [])),
  ),
]
