/** @jest-environment node */
import path from 'node:path'
import { IMAGE_USAGES, type ImageCatalogue, type ImageUsage } from '../../../contract/images'
import { variantKey } from '../../images/encode'
import { collectImages } from '../../images/collect'
import { buildSite } from '../../build-site'
import { loadLocalContent } from '../../load/load-local'
import { releasePictures } from '../release-pictures'

const shipped = async () =>
  buildSite(await loadLocalContent(path.resolve(__dirname, '../../../../content')), {
    clock: { now: new Date('2026-11-23T08:00:00+01:00'), shift: false },
  })

/** What the image step would make of each picture: every width of each usage, cut around
 * its focus, as a 2400 × 1600 original gives them. */
const catalogueOf = (uses: ReturnType<typeof collectImages>): ImageCatalogue =>
  Object.fromEntries(
    uses.map((use, i) => [
      use.url,
      {
        id: `digest${i}`,
        bg: '#123456',
        ...(use.focus && { focus: use.focus }),
        variants: Object.fromEntries(
          [...use.usages].map((usage: ImageUsage) => {
            const aspect = IMAGE_USAGES[usage].aspect ?? 1.5
            const sizes = IMAGE_USAGES[usage].widths.map((w) => [w, Math.round(w / aspect)])
            return [usage, { key: variantKey(usage, use.focus), sizes }]
          }),
        ),
      },
    ]),
  )

describe('the pictures of a release and their cuts', () => {
  it('names each picture the records name once, with a JPEG of each cut', async () => {
    const build = await shipped()
    const pictures = releasePictures(build.content, catalogueOf(collectImages(build.content)))
    const urls = pictures.map((p) => p.url)
    expect(new Set(urls).size).toBe(urls.length)
    const article = build.content.articles.find(({ article }) => article.image)!.article
    const image = pictures.find((p) => p.url === article.image)!
    expect(image.places).toContainEqual({ record: article.id, field: 'image' })
    // An article's image is its page's hero and its social preview.
    expect(image.cuts.map((c) => c.usage)).toEqual(['hero', 'og'])
    const hero = image.cuts[0]!
    expect(hero.src).toMatch(/^\/static\/img\/digest\d+-hero-[0-9a-f]+-750\.jpg$/)
    expect(hero.width / hero.height).toBe(2)
    // A poster is shown as wide as a side-by-side view needs, not in its 88 px variant.
    const poster = pictures.flatMap((p) => p.cuts).find((c) => c.usage === 'poster')!
    expect(poster.width).toBe(480)
  })

  it('gives a picture another cut when its focal point moves', async () => {
    const build = await shipped()
    const uses = collectImages(build.content)
    const before = releasePictures(build.content, catalogueOf(uses))
    const article = build.content.articles.find(({ article }) => article.image)!.article
    const moved = uses.map((u) => (u.url === article.image ? { ...u, focus: [0.2, 0.3] } : u))
    const after = releasePictures(build.content, catalogueOf(moved as typeof uses))
    const cutOf = (list: typeof before, url: string) => list.find((p) => p.url === url)!.cut
    expect(cutOf(after, article.image!)).not.toBe(cutOf(before, article.image!))
    expect(after.find((p) => p.url === article.image)!.focus).toEqual([0.2, 0.3])
    const other = before.find((p) => p.url !== article.image)!.url
    expect(cutOf(after, other)).toBe(cutOf(before, other))
  })
})
