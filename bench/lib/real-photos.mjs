// The site with pictures of the size a cinema really publishes (bench/photo-set.mjs): a
// cold build with an empty image cache, a build with only the image cache kept next to the
// floor, page weight, the picture bytes of a phone's first view, Lighthouse, and an
// editor's text change with every cache kept.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { makePhotoSet, photoTargets } from '../photo-set.mjs'
import {
  BENCH_PARTNER_PORT,
  incrementalAfterArticleEdit,
  sampleRoutes,
  sideBySide,
} from './builds.mjs'
import { firstViews } from './first-view.mjs'
import { lighthouseAgainstFloor } from './lighthouse.mjs'
import { repeatVisits } from './repeat-visits.mjs'
import { pageWeight } from './weight.mjs'
import { floorSite, siteCopy } from './workspace.mjs'

/** The photo set for this content, made once and kept in the work folder (it takes a few
 * minutes and is the same every time). */
const photoSet = async (siteDir, work, scale, style) => {
  const contentDir = path.join(siteDir, 'content')
  const generator = fs.readFileSync(new URL('../photo-set.mjs', import.meta.url))
  const key = crypto
    .createHash('sha256')
    .update(JSON.stringify({ targets: photoTargets(contentDir), scale, style }))
    .update(generator)
    .digest('hex')
    .slice(0, 12)
  const kept = path.join(work, `photo-set-${key}`)
  if (!fs.existsSync(path.join(kept, 'photos.json'))) {
    process.stdout.write(`  making the photo set (${style}) ... `)
    fs.rmSync(kept, { recursive: true, force: true })
    const written = await makePhotoSet(contentDir, path.join(kept, 'static'), { scale, style })
    fs.writeFileSync(path.join(kept, 'photos.json'), JSON.stringify(written))
    console.log(`${written.length} photos`)
  }
  fs.cpSync(path.join(kept, 'static'), path.join(siteDir, 'static'), { recursive: true })
  const photos = JSON.parse(fs.readFileSync(path.join(kept, 'photos.json'), 'utf8'))
  const kb = photos.map((p) => p.bytes / 1024).sort((a, b) => a - b)
  return {
    style,
    count: photos.length,
    minKb: kb[0],
    medianKb: kb[kb.length >> 1],
    maxKb: kb.at(-1),
    meanKb: kb.reduce((a, b) => a + b, 0) / kb.length,
    totalMb: kb.reduce((a, b) => a + b, 0) / 1024,
  }
}

export const realPhotosRun = async ({
  work,
  build,
  smoke,
  withLighthouse,
  lighthouseRounds,
  floorDir,
  rounds,
  // Sites built elsewhere (an earlier commit, with the same photos) measured in the same
  // Lighthouse rounds: [{ name, publicDir }].
  compare = [],
  // Only what Lighthouse needs: no floor pair and no incremental rebuild.
  lighthouseOnly = false,
  // Which photo set (bench/photo-set.mjs): 'scene', or 'grain' with a camera's noise.
  style = 'scene',
  // Lighthouse also on a regular's warm visit of each page (service worker on).
  warm = false,
}) => {
  console.log(`Real photos (${style}):`)
  const dir = siteCopy(path.join(work, `photos-site-${style}`), null)
  // The smoke run only keeps this working: small pictures, made in seconds.
  const set = await photoSet(dir, work, smoke ? 0.2 : 1, style)
  const imageCache = path.join(work, `photos-image-cache-${style}`)
  const cold = await build(dir, `photos-cold-${style}`, { imageCache, emptyImageCache: true })
  // The smoke run stops at the cold build: the floor pair and the incremental rebuild are
  // the same code as the shipped content's, which the smoke run has just run, and they
  // would add two and a half minutes to every CI run.
  const {
    site: cached,
    floor,
    ratio,
  } = smoke || lighthouseOnly
    ? { site: null, floor: null, ratio: null }
    : await sideBySide(build, {
        siteDir: dir,
        makeFloor: (pages) => floorSite(path.join(work, 'floor'), pages),
        name: 'photos-image-cache-kept',
        imageCache,
        rounds,
      })
  const publicDir = path.join(dir, 'public')
  const routes = sampleRoutes(publicDir)
  const weights = routes.map(([type, route]) => ({ type, ...pageWeight(publicDir, route) }))
  console.log("  a phone's first visit, through nginx and the local server ...")
  const firstView = await firstViews(publicDir, routes)
  // A regular's cold and warm visits, service worker on, through nginx behind a phone's
  // network (not in the smoke run: its pictures are not photos' sizes).
  const visits =
    smoke || lighthouseOnly || !floorDir
      ? null
      : (console.log("  a regular's cold and warm visits, against the floor page ..."),
        await repeatVisits({
          sites: [{ name: 'this commit', publicDir }, ...compare],
          routes: routes.filter(([type]) => ['front page', '/kino', 'film page'].includes(type)),
          floorDir,
          partnerApiPort: BENCH_PARTNER_PORT,
        }))
  const lighthouse = withLighthouse
    ? (console.log('  Lighthouse (mobile defaults), against the floor page ...'),
      await lighthouseAgainstFloor({
        sites: [{ name: 'this commit', publicDir }, ...compare],
        floorDir,
        routes,
        partnerApiPort: BENCH_PARTNER_PORT,
        rounds: lighthouseRounds,
        warm,
      }))
    : null
  const incremental =
    smoke || lighthouseOnly
      ? null
      : await incrementalAfterArticleEdit(build, dir, 'photos-incremental', imageCache, rounds)
  return {
    set,
    cold,
    cached,
    floor,
    ratio,
    rounds,
    weights,
    firstView,
    visits,
    lighthouse,
    incremental,
  }
}
