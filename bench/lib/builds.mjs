// Gatsby builds as the benchmark runs them: in scratch copies, cold (no .cache, no public)
// unless told to keep them, on the fixed programme clock, each measured for wall time and
// the peak memory of its process tree, with the image step's own report beside it.
import fs from 'node:fs'
import path from 'node:path'
import { runMeasured } from './measure.mjs'
import { countPages, GATSBY } from './workspace.mjs'
import { osloDayKey, osloOffset } from '../../src/lib/oslo-time.mjs'

// The partner API stand-in runs here while Lighthouse loads the pages.
export const BENCH_PARTNER_PORT = 8139

/** Midnight in Oslo at the start of today, as an ISO time with Oslo's offset. */
const osloMidnightToday = () => {
  const day = osloDayKey(new Date())
  return `${day}T00:00:00${osloOffset(`${day}T12:00:00Z`)}`
}

// The environment of every build. Its programme starts today at midnight (the shipped
// programme and the generated ones moved by whole days, nothing left out as started), so
// every run builds the same pages, and Lighthouse's browser, on today's clock, sees the
// days the build named (a fixed date in the past would have the browser rename and hide
// them).
export const BUILD_ENV = {
  PROGRAMME_NOW: osloMidnightToday(),
  PROGRAMME_DATES: 'shift',
  GATSBY_TELEMETRY_DISABLED: '1',
  // The logger the rebuild hook builds with (rebuild-hook/server.mjs), floor builds too.
  GATSBY_LOGGER: 'yurnalist',
  GATSBY_API_BASE_118: `http://localhost:${BENCH_PARTNER_PORT}/partner/118/api`,
  GATSBY_RUNTIME_API_BASE: `http://localhost:${BENCH_PARTNER_PORT}/runtime`,
}

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

/** The seconds of the build's precompression step, from the line gatsby-node.ts logs
 * (docs/decisions/precompressed-files.md), or null for a build without one (the floor). */
export const precompressSeconds = (buildLog) => {
  const found = /Precompressed: \d+ of \d+ files in ([\d.]+) s/.exec(buildLog)
  return found ? Number(found[1]) : null
}

export const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1]

/** The site and the floor (a function that makes the floor for a page count) built in turn,
 * rounds times: this machine's speed drifts, so one pair can mislead. Reports the median
 * run of each and the median of the pair-by-pair ratios. */
export const sideBySide = async (build, { siteDir, makeFloor, name, imageCache, rounds }) => {
  const sites = []
  const floors = []
  for (let round = 1; round <= rounds; round++) {
    const suffix = rounds > 1 ? ` ${round}` : ''
    const site = await build(siteDir, `${name}${suffix}`, { imageCache })
    if (site.compressSeconds === null)
      throw new Error(`The log of ${name} has no «Precompressed:» line: did gatsby-node change it?`)
    sites.push(site)
    floors.push(await build(makeFloor(site.pages - 1), `floor-${name}${suffix}`))
  }
  const middle = (runs) => runs.find((r) => r.seconds === median(runs.map((x) => x.seconds)))
  return {
    site: middle(sites),
    floor: middle(floors),
    ratio: median(sites.map((s, i) => s.seconds / floors[i].seconds)),
    // The same without the build's precompression step, which the floor has no counterpart
    // of: what the step costs against the floor, read beside the ratio.
    ratioWithoutCompressing: median(
      sites.map((s, i) => (s.seconds - (s.compressSeconds ?? 0)) / floors[i].seconds),
    ),
    rounds,
  }
}

/** Builds dir and measures it. imageCache: the image cache folder (emptied first if
 * emptyImageCache); keep: keep .cache and public (an incremental build). */
export const makeBuilder =
  (work) =>
  async (dir, name, { imageCache, emptyImageCache = false, keep = false } = {}) => {
    if (!keep) {
      fs.rmSync(path.join(dir, '.cache'), { recursive: true, force: true })
      fs.rmSync(path.join(dir, 'public'), { recursive: true, force: true })
    }
    if (imageCache && emptyImageCache) fs.rmSync(imageCache, { recursive: true, force: true })
    const log = path.join(work, `${name}.log`)
    process.stdout.write(`  building ${name} ... `)
    const result = await runMeasured(process.execPath, [GATSBY, 'build'], {
      cwd: dir,
      env: { ...BUILD_ENV, ...(imageCache ? { IMAGE_CACHE_DIR: imageCache } : {}) },
      log,
    })
    const pages = countPages(path.join(dir, 'public'))
    const images = imageCache ? readJson(path.join(imageCache, 'last-build.json')) : null
    const compressSeconds = precompressSeconds(fs.readFileSync(log, 'utf8'))
    console.log(
      `${result.seconds.toFixed(1)} s, ${Math.round(result.peakMb)} MB, ${pages} pages` +
        (images ? `, ${images.processed} of ${images.images} images processed` : '') +
        (compressSeconds === null ? '' : `, ${compressSeconds.toFixed(1)} s precompressing`),
    )
    return { ...result, pages, images, compressSeconds }
  }

const htmlFiles = (publicDir) =>
  fs
    .readdirSync(publicDir, { recursive: true })
    .filter((f) => f.endsWith('.html') && fs.statSync(path.join(publicDir, f)).isFile())

/** One editor's change: an article's title edited, then an incremental build (the caches
 * kept, as the rebuild hook does). Which HTML files it rewrote should be only the pages
 * that show that article. */
const oneArticleEdit = async (build, siteDir, name, imageCache) => {
  const publicDir = path.join(siteDir, 'public')
  const articlesDir = path.join(siteDir, 'content/articles')
  const file = path.join(articlesDir, fs.readdirSync(articlesDir).sort()[0])
  const article = JSON.parse(fs.readFileSync(file, 'utf8'))
  // The pages that show the article: its own page, and those that list its title.
  const showing = htmlFiles(publicDir)
    .filter((f) => fs.readFileSync(path.join(publicDir, f), 'utf8').includes(article.title))
    .sort()
  const before = new Map(
    htmlFiles(publicDir).map((f) => [f, fs.statSync(path.join(publicDir, f)).mtimeMs]),
  )
  article.title = `${article.title} (oppdatert)`
  fs.writeFileSync(file, JSON.stringify(article, null, 2))
  const run = await build(siteDir, name, { imageCache, keep: true })
  const rewritten = htmlFiles(publicDir)
    .filter((f) => before.get(f) !== fs.statSync(path.join(publicDir, f)).mtimeMs)
    .sort()
  return {
    article: path.basename(file),
    seconds: run.seconds,
    imagesProcessed: run.images?.processed ?? null,
    htmlFiles: before.size,
    rewritten,
    showing,
    onlyShowing: rewritten.every((f) => showing.includes(f)),
  }
}

/** The same edit made `rounds` times in turn, each followed by an incremental build: one
 * build's time drifts with this machine as much as the cold builds' do. Reports the median
 * run, every run's seconds, and the worst of the runs for images and rewritten pages. */
export const incrementalAfterArticleEdit = async (build, siteDir, name, imageCache, rounds = 1) => {
  console.log('Incremental builds after an article edit:')
  const runs = []
  for (let round = 1; round <= rounds; round++) {
    const suffix = rounds > 1 ? ` ${round}` : ''
    runs.push(await oneArticleEdit(build, siteDir, `${name}${suffix}`, imageCache))
  }
  const seconds = runs.map((r) => r.seconds)
  return {
    ...runs.find((r) => r.seconds === median(seconds)),
    runSeconds: seconds,
    imagesProcessed: runs.some((r) => r.imagesProcessed === null)
      ? null
      : Math.max(...runs.map((r) => r.imagesProcessed)),
    onlyShowing: runs.every((r) => r.onlyShowing),
    rounds,
  }
}

/** One page of each type from a build: the pages Lighthouse and the weights look at. */
export const sampleRoutes = (publicDir) => {
  const dirs = fs.readdirSync(publicDir)
  const film = dirs.find((d) => /-DXM\d{8}$/.test(d))
  const culture = dirs.find(
    (d) =>
      /-[A-Za-z0-9]{7}$/.test(d) &&
      !/-DXM/.test(d) &&
      fs.existsSync(path.join(publicDir, d, 'index.html')),
  )
  const article = fs.readdirSync(path.join(publicDir, 'article'))[0]
  return [
    ['front page', '/'],
    ['/kino', '/kino'],
    ['film page', `/${film}`],
    ['culture page', `/${culture}`],
    ['article', `/article/${article}`],
    ['/search', '/search'],
  ]
}
