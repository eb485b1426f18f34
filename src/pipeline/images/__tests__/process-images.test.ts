/** @jest-environment node */
// The image step with real sharp on real files: what it makes, what it reuses, and what it
// does with pictures it cannot use.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { variantPath, type ImageUsage } from '../../../contract/images'
import type { ImageUse } from '../collect'
import { processImages, publishImages } from '../process-images'
import { scratchDir } from '../../../testing/scratch-dir'

const LIMITS = { timeoutMs: 2000, maxBytes: 5 * 1024 * 1024 }

// Each test encodes photo-sized pictures with real sharp: about 1 s alone, but beside the
// build tests of CI's Node 24 pass, on a machine twice as slow, two took more than Jest's
// 5 s (29 November). What they check is what the step makes, not how fast.
jest.setTimeout(30_000)

const photo = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#fff"/></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer()

const setUp = async () => {
  const root = scratchDir('images-')
  const staticDir = path.join(root, 'static')
  fs.mkdirSync(path.join(staticDir, 'images'), { recursive: true })
  const write = (name: string, data: Buffer | string) =>
    fs.writeFileSync(path.join(staticDir, 'images', name), data)
  write('plakat.jpg', await photo(1400, 2100, '#204060'))
  write('cover.jpg', await photo(2400, 900, '#c04020'))
  write('liten.jpg', await photo(300, 200, '#40a040'))
  write('tegning.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"></svg>')
  write('ødelagt.jpg', 'not a picture at all')
  return { root, staticDir, cacheDir: path.join(root, 'cache') }
}

const imageUse = (url: string, usages: ImageUsage[], focus?: [number, number]): ImageUse => ({
  url,
  usages: new Set(usages),
  places: [{ file: 'content/programme/productions.json', record: 'p1', field: 'assets[0].url' }],
  ...(focus ? { focus } : {}),
})

const USES = [
  imageUse('/images/plakat.jpg', ['poster', 'og']),
  imageUse('/images/cover.jpg', ['hero', 'card']),
  imageUse('/images/liten.jpg', ['hero']),
  imageUse('/images/tegning.svg', ['hero']),
]

describe('processing images', () => {
  it('makes each usage in AVIF, WebP and JPEG at its widths and shape, never enlarged', async () => {
    const dirs = await setUp()
    const { catalogue, files, report } = await processImages(USES, { ...dirs, limits: LIMITS })
    const poster = catalogue['/images/plakat.jpg']!
    expect(poster.variants.poster?.sizes).toEqual([
      [88, 132],
      [132, 198],
      [160, 240],
      [280, 420],
      [320, 480],
      [480, 720],
    ])
    // Open Graph keeps the picture's own shape, one JPEG of 1200 px.
    expect(poster.variants.og?.sizes).toEqual([[1200, 1800]])
    // 2400x900 cut to the hero's 2:1 is 1800x900: the widths up to it, and itself.
    expect(catalogue['/images/cover.jpg']!.variants.hero?.sizes).toEqual([
      [750, 375],
      [1280, 640],
      [1800, 900],
    ])
    expect(catalogue['/images/cover.jpg']!.variants.card?.sizes.at(-1)).toEqual([720, 405])
    expect(catalogue['/images/liten.jpg']!.variants.hero?.sizes).toEqual([[300, 150]])
    expect(poster.bg).toMatch(/^#[0-9a-f]{6}$/)

    const cover = catalogue['/images/cover.jpg']!
    for (const [format, expected] of [
      ['avif', 'heif'],
      ['webp', 'webp'],
      ['jpg', 'jpeg'],
    ] as const) {
      const file = path.join(
        dirs.cacheDir,
        'variants',
        path.basename(variantPath(cover, 'hero', 1280, format)),
      )
      const meta = await sharp(file).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual([expected, 1280, 640])
    }
    // poster 6 widths, og 1, cover hero 3 and card 3, liten hero 1; each in three formats but og.
    expect(files).toHaveLength(6 * 3 + 1 + 3 * 3 + 3 * 3 + 3)
    expect(report).toMatchObject({ images: 4, processed: 3, failed: 0, variantsMade: files.length })
  })

  it('serves a vector image as it is, at its own size', async () => {
    const dirs = await setUp()
    const { catalogue } = await processImages(USES, { ...dirs, limits: LIMITS })
    expect(catalogue['/images/tegning.svg']).toMatchObject({
      vector: { src: '/images/tegning.svg', width: 800, height: 400 },
    })
  })

  it('makes nothing again when the cache has it, even with everything else new', async () => {
    const dirs = await setUp()
    const first = await processImages(USES, { ...dirs, limits: LIMITS })
    fs.rmSync(path.join(dirs.cacheDir, 'analyses'), { recursive: true })
    const second = await processImages(USES, { ...dirs, limits: LIMITS })
    expect(second.report).toMatchObject({ processed: 0, variantsMade: 0 })
    expect(second.report.variantsFromCache).toBe(first.files.length)
    expect(second.catalogue).toEqual(first.catalogue)
  })

  it('makes a variant once for pictures with the same bytes, and says none came from an empty cache', async () => {
    const dirs = await setUp()
    fs.copyFileSync(
      path.join(dirs.staticDir, 'images/plakat.jpg'),
      path.join(dirs.staticDir, 'images/samme-plakat.jpg'),
    )
    const { report, files } = await processImages(
      [
        imageUse('/images/plakat.jpg', ['poster']),
        imageUse('/images/samme-plakat.jpg', ['poster']),
      ],
      { ...dirs, limits: LIMITS },
    )
    expect(report).toMatchObject({
      variantsMade: files.length,
      variantsShared: files.length,
      variantsFromCache: 0,
    })
  })

  it('cuts around a new focus into new files, and keeps the old ones', async () => {
    const dirs = await setUp()
    const before = await processImages([imageUse('/images/cover.jpg', ['hero'])], {
      ...dirs,
      limits: LIMITS,
    })
    const after = await processImages([imageUse('/images/cover.jpg', ['hero'], [0.1, 0.5])], {
      ...dirs,
      limits: LIMITS,
    })
    expect(after.report.variantsMade).toBe(9)
    expect(after.catalogue['/images/cover.jpg']!.focus).toEqual([0.1, 0.5])
    expect(after.files.filter((f) => before.files.includes(f))).toEqual([])
  })

  it('warns, naming file, record and field, for a missing or unreadable picture, and leaves it out', async () => {
    const dirs = await setUp()
    const { catalogue, warnings, report } = await processImages(
      [imageUse('/images/finnes-ikke.jpg', ['card']), imageUse('/images/ødelagt.jpg', ['card'])],
      { ...dirs, limits: LIMITS },
    )
    expect(catalogue).toEqual({})
    expect(report.failed).toBe(2)
    expect(warnings).toEqual([
      expect.stringMatching(
        /^Image: content\/programme\/productions\.json: record "p1", field "assets\[0\]\.url": not shown \(a placeholder instead\): the file static\/images\/finnes-ikke\.jpg is missing$/,
      ),
      expect.stringContaining('cannot be read as a picture'),
    ])
  })

  it('never reads a file outside the static folder', async () => {
    const dirs = await setUp()
    fs.writeFileSync(path.join(dirs.root, 'hemmelig.jpg'), await photo(400, 400, '#000000'))
    const { catalogue, warnings } = await processImages(
      [imageUse('/images/..%2F..%2Fhemmelig.jpg', ['card'])],
      { ...dirs, limits: LIMITS },
    )
    expect(catalogue).toEqual({})
    expect(warnings[0]).toContain("outside the site's static files")
  })
})

describe('publishing images', () => {
  it('puts exactly the variants in use into public/static/img', async () => {
    const dirs = await setUp()
    const { files } = await processImages(USES, { ...dirs, limits: LIMITS })
    const publicDir = path.join(dirs.root, 'public')
    fs.mkdirSync(path.join(publicDir, 'static/img'), { recursive: true })
    fs.writeFileSync(path.join(publicDir, 'static/img/gammel-variant.jpg'), 'stale')
    publishImages(files, dirs.cacheDir, publicDir)
    expect(fs.readdirSync(path.join(publicDir, 'static/img')).sort()).toEqual(files)
  })
})
