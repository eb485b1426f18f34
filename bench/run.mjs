// npm run bench: build cost against the Gatsby floor, scale, page weight, Lighthouse, load,
// and the site with real-sized photos. Writes bench/results/bench-<time>.{md,json} and
// prints the Markdown. --smoke runs small sizes only (CI), to keep the benchmark working;
// targets are reported, never enforced.
import { searchKeys } from './lib/search-keys.mjs'
import { interactions } from './lib/interactions.mjs'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { generateProgramme } from './generate-programme.mjs'
import {
  BENCH_PARTNER_PORT,
  BUILD_ENV,
  incrementalAfterArticleEdit,
  makeBuilder,
  sampleRoutes,
  sideBySide,
} from './lib/builds.mjs'
import { writeFloorPage } from './lib/floor-page.mjs'
import { lighthouseAgainstFloor } from './lib/lighthouse.mjs'
import { loadTest } from './lib/load.mjs'
import { partnerFaults } from './lib/partner-faults.mjs'
import { previewTimes } from './lib/preview.mjs'
import { realPhotosRun } from './lib/real-photos.mjs'
import { floorTable, markdownReport, photoTargets } from './lib/report.mjs'
import { fileWeight, memberWeight, pageWeight, searchWeight } from './lib/weight.mjs'
import { floorSite, ROOT, siteCopy } from './lib/workspace.mjs'

const smoke = process.argv.includes('--smoke')
const SIZES = smoke ? [200] : [1000, 5000, 20000]
const WORK = path.join(os.tmpdir(), 'kulturhus-bench')
const RESULTS = path.join(ROOT, 'bench/results')
const withLighthouse = !smoke && !process.argv.includes('--no-lighthouse')
// Rounds of Lighthouse, each running every page type right after the floor page.
const LIGHTHOUSE_ROUNDS = Number(
  process.argv.find((a) => a.startsWith('--rounds='))?.slice('--rounds='.length) ?? 3,
)
// --lighthouse-only: the real-photo build and Lighthouse against the floor, nothing else.
const lighthouseOnly = process.argv.includes('--lighthouse-only')
// --compare name=<public dir>: another build (an earlier commit, with the same photo set)
// measured in the same Lighthouse rounds, for before-and-after figures from one run.
const compare = process.argv
  .filter((a) => a.startsWith('--compare='))
  .map((a) => {
    const [name, publicDir] = a.slice('--compare='.length).split('=')
    return { name, publicDir: path.resolve(publicDir) }
  })
// The last commit whose three servers ran on bare node:http, before Fastify: the load rows
// are run for it too, side by side. Drop it once the comparison has been read.
const LOAD_BASELINE = 'e1ca2959749e7776a592cc01790283378fc91806'
// The demo content's pictures, processed by the first build and kept for every build after
// it (as on the build server); the real-photo run keeps a cache of its own.
const IMAGE_CACHE = path.join(WORK, 'image-cache')

fs.mkdirSync(WORK, { recursive: true })
fs.mkdirSync(RESULTS, { recursive: true })
const build = makeBuilder(WORK)
const floorDir = withLighthouse ? await writeFloorPage(path.join(WORK, 'floor-page')) : null

// --photos=scene,grain: which photo sets (bench/photo-set.mjs) the real-photo runs use.
const PHOTO_STYLES = (
  process.argv.find((a) => a.startsWith('--photos='))?.slice('--photos='.length) ?? 'scene,grain'
).split(',')
// What every real-photo run shares.
const photoRun = {
  work: WORK,
  build,
  withLighthouse,
  lighthouseRounds: LIGHTHOUSE_ROUNDS,
  floorDir,
  compare,
}

if (lighthouseOnly) {
  const runs = []
  for (const style of PHOTO_STYLES)
    runs.push(
      await realPhotosRun({
        ...photoRun,
        smoke: false,
        withLighthouse: true,
        rounds: 1,
        lighthouseOnly: true,
        style,
        warm: true,
      }),
    )
  const markdown = [
    `# Lighthouse against the floor, real photos (${new Date().toISOString()})`,
    '',
    ...runs.flatMap((photos) => [
      `## ${photos.set.style}: ${photos.set.count} photos, mean ${Math.round(photos.set.meanKb)} KB`,
      '',
      '### A first visit',
      '',
      ...floorTable(photos.lighthouse),
      "### A regular's visit (service worker and caches kept)",
      '',
      ...floorTable(photos.lighthouse.warm),
      '### Pictures of a first view (412 px phone, nothing scrolled, through nginx)',
      '',
      ...photos.firstView.map((v) => `- ${v.route}: ${v.kb.toFixed(1)} KB in ${v.images} pictures`),
      '',
      '### Targets',
      '',
      // The build's own figures are the full benchmark's.
      ...photoTargets(photos, Number.NaN).filter((line) => !/cold build|floor ratio/.test(line)),
      '',
    ]),
  ].join('\n')
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  fs.writeFileSync(path.join(RESULTS, `lighthouse-${stamp}.json`), JSON.stringify(runs, null, 2))
  fs.writeFileSync(path.join(RESULTS, `lighthouse-${stamp}.md`), `${markdown}\n`)
  console.log(`\n${markdown}`)
  process.exit(0)
}

// Site and floor are built in turn this many times where the ratio is a target.
const ROUNDS = smoke ? 1 : 3

/** Our site and the floor site with the same number of pages, built in turn. */
const pair = async (label, programmeDir, rounds = 1) => {
  console.log(`${label}:`)
  const siteDir = siteCopy(path.join(WORK, 'site'), programmeDir)
  const makeFloor = (pages) => floorSite(path.join(WORK, 'floor'), pages)
  const runs = await sideBySide(build, {
    siteDir,
    makeFloor,
    name: `site-${label}`,
    imageCache: IMAGE_CACHE,
    rounds,
  })
  return { label, ...runs }
}

const results = {
  date: new Date().toISOString(),
  smoke,
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  gatsby: JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/gatsby/package.json'))).version,
}

// 1. The shipped content: once with an empty image cache, then against the floor with the
// image cache kept; page weight from that build.
console.log('shipped content, empty image cache:')
results.shippedFirst = await build(siteCopy(path.join(WORK, 'site'), null), 'site-first', {
  imageCache: IMAGE_CACHE,
  emptyImageCache: true,
})
results.shipped = await pair('shipped content', null, ROUNDS)
const sitePublic = path.join(WORK, 'site/public')
results.weights = sampleRoutes(sitePublic).map(([type, route]) => ({
  type,
  ...pageWeight(sitePublic, route),
}))
const MIN_SIDE = '/kinoklubb/min-side'
results.weights.push({ type: 'min side', ...pageWeight(sitePublic, MIN_SIDE) })
results.search = searchWeight(sitePublic)
// The header's search as you type, key by key, on a phone profile.
console.log('Search as you type (phone profile) ...')
results.searchKeys = await searchKeys(sitePublic)
// Five presses on /kino (INP), on the same profile, against a floor page.
console.log('Interactions (phone profile) ...')
results.interactions = await interactions(sitePublic)
results.member = memberWeight(sitePublic)
results.showingsIndex = fileWeight(sitePublic, 'showings-index.json')
// The floor's front page is a blank Gatsby page.
results.floorBlank = pageWeight(path.join(WORK, 'floor/public'), '/')
// Lighthouse on the same build (skipped in the smoke run: it takes minutes).
if (withLighthouse) {
  console.log('Lighthouse (mobile defaults), against the floor page ...')
  results.lighthouse = await lighthouseAgainstFloor({
    sites: [{ name: 'this commit', publicDir: sitePublic }],
    floorDir,
    routes: sampleRoutes(sitePublic),
    partnerApiPort: BENCH_PARTNER_PORT,
    rounds: LIGHTHOUSE_ROUNDS,
  })
}

// Load on loopback: the static server on this build and the partner API stand-in, beside
// the same servers before they moved to Fastify (LOAD_BASELINE).
console.log('Load (loopback) ...')
results.load = await loadTest(sitePublic, { smoke, baselineRev: LOAD_BASELINE })

// The member area on a struggling partner (Chromium, the stand-in's fault switch).
console.log('Partner faults ...')
results.partnerFaults = await partnerFaults(sitePublic, { partnerPort: BENCH_PARTNER_PORT, smoke })

// An editor's change, against the shipped content's cold build above.
results.incremental = await incrementalAfterArticleEdit(
  build,
  path.join(WORK, 'site'),
  'site-incremental',
  IMAGE_CACHE,
  ROUNDS,
)

// An editor's preview of the drafts, from the publish page, beside the shipped build
// (not in the smoke run: the build and browser tests build a preview already).
if (!smoke)
  results.preview = await previewTimes({
    work: WORK,
    liveDir: sitePublic,
    imageCache: IMAGE_CACHE,
    programmeNow: BUILD_ENV.PROGRAMME_NOW,
    rounds: ROUNDS,
  })

// 2. Real photos.
results.photos = await realPhotosRun({
  ...photoRun,
  smoke,
  rounds: ROUNDS,
  style: 'scene',
  warm: withLighthouse,
})
// The same pages with a camera's grain on every photo: Lighthouse and the first views only.
if (!smoke && PHOTO_STYLES.includes('grain'))
  results.photosGrain = await realPhotosRun({
    ...photoRun,
    smoke,
    rounds: 1,
    lighthouseOnly: true,
    style: 'grain',
    warm: withLighthouse,
  })

// 3. Scale: synthetic programmes.
results.scale = []
for (const size of SIZES) {
  const dir = path.join(WORK, `programme-${size}`)
  const { productions, events } = generateProgramme(size)
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, 'productions.json'), JSON.stringify(productions))
  fs.writeFileSync(path.join(dir, 'events.json'), JSON.stringify(events))
  const built = await pair(`${size} events`, dir)
  results.scale.push({
    events: size,
    productions: productions.length,
    ...built,
    searchIndex: fileWeight(path.join(WORK, 'site/public'), 'search-index.json'),
  })
}

// 4. Report.
const markdown = markdownReport(results)
const stamp = results.date.replace(/[:.]/g, '-')
fs.writeFileSync(path.join(RESULTS, `bench-${stamp}.json`), JSON.stringify(results, null, 2))
fs.writeFileSync(path.join(RESULTS, `bench-${stamp}.md`), `${markdown}\n`)
console.log(`\n${markdown}`)
