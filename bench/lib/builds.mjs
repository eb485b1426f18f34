// Gatsby builds as the benchmark runs them: in scratch copies, cold (no .cache, no public)
// unless told to keep them, on the fixed programme clock, each measured for wall time and
// the peak memory of its process tree, with the image step's own report beside it.
import fs from 'node:fs'
import path from 'node:path'
import { runMeasured } from './measure.mjs'
import { countPages, GATSBY } from './workspace.mjs'

// The partner API stand-in runs here while Lighthouse loads the pages.
export const BENCH_PARTNER_PORT = 8139

export const CLOCK = {
  PROGRAMME_NOW: '2026-11-23T08:00:00+01:00',
  PROGRAMME_DATES: 'asis',
  GATSBY_TELEMETRY_DISABLED: '1',
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
      env: { ...CLOCK, ...(imageCache ? { IMAGE_CACHE_DIR: imageCache } : {}) },
      log,
    })
    const pages = countPages(path.join(dir, 'public'))
    const images = imageCache ? readJson(path.join(imageCache, 'last-build.json')) : null
    console.log(
      `${result.seconds.toFixed(1)} s, ${Math.round(result.peakMb)} MB, ${pages} pages` +
        (images ? `, ${images.processed} of ${images.images} images processed` : ''),
    )
    return { ...result, pages, images }
  }

const htmlFiles = (publicDir) =>
  fs
    .readdirSync(publicDir, { recursive: true })
    .filter((f) => f.endsWith('.html') && fs.statSync(path.join(publicDir, f)).isFile())

/** An editor's change: one article's title edited, then an incremental build (the caches
 * kept, as the rebuild hook does). Which HTML files it rewrote should be only the pages
 * that show that article. */
export const incrementalAfterArticleEdit = async (build, siteDir, name, imageCache) => {
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
  console.log(`Incremental build after editing ${path.basename(file)}:`)
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
