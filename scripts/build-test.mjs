// The builds the tests use, all talking to the partner API stand-in that the browser tests
// start on config.testPartnerApi. A content API stand-in runs here on config.testContentApi
// for all of them: it serves the remote build's records and every build's downloaded
// pictures.
// - public-partner-178/: a build for partner 178, to show that it talks to 178's base. It
//   also plays "the next deploy" in the service-worker freshness test, so its programme
//   clock is a day later (config.nextBuildProgrammeNow) and its showings differ. Its
//   content has the test-only records of tests/fixtures/content-extra/ added: an article
//   that embeds a video, a picture from another host (the stand-in's media, where this
//   script puts it) and a picture that cannot be downloaded. Its log is kept in
//   test-results/build-178.log;
// - public-local-118/: the main build from content/ (CONTENT_SOURCE=local);
// - public/: the same build with CONTENT_SOURCE=remote, read from the stand-in's content
//   APIs with known fake credentials, its pictures downloaded from the stand-in's media.
//   tests/build/ compares it with the local one and searches it for those credentials; the
//   browser tests and the benchmark smoke use it. Its release records go to PUBLIC_RECORDS;
// - public-today/ and public-in-40-days/: the README's npm start build (from content/, no
//   precompressed copies), on the real clock and on a clock 40 days on, for the test that
//   walks the README's path on the day it runs and on a day the demo's dates never named.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { createPartnerApi } from '../partner-api/server.mjs'
import { scratchDir } from './scratch-dir.mjs'
import { localBuildEnv } from './start.mjs'
import {
  partnerBuildEnv,
  PUBLIC_RECORDS,
  remoteContentEnv,
  TEST_CONTENT_CREDENTIALS as CREDENTIALS,
  testConfig as config,
  testContentApi as contentApi,
} from './test-build-env.mjs'

/** The clock of a build on the real time, `days` on: none set (as npm start has it) or
 * PROGRAMME_NOW that many days from now. */
const realClock = (days) =>
  days === 0 ? {} : { PROGRAMME_NOW: new Date(Date.now() + days * 86_400_000).toISOString() }

// Asynchronous, so that the content API stand-in in this process can answer the build.
// programmeNow null: the build's own clock, from extraEnv or the real time.
const build = (partnerId, programmeNow, extraEnv = {}, log = null) =>
  new Promise((resolve, reject) => {
    const env = { ...process.env, ...partnerBuildEnv(partnerId, programmeNow), ...extraEnv }
    if (!env.PROGRAMME_NOW) delete env.PROGRAMME_NOW
    const child = spawn('npx', ['gatsby', 'build'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    })
    const logFile = log && fs.createWriteStream(log)
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => {
        process.stdout.write(chunk)
        logFile?.write(chunk)
      })
    child.on('error', reject)
    child.on('exit', (code) => {
      logFile?.end()
      return code === 0
        ? resolve()
        : reject(new Error(`gatsby build for ${partnerId} failed (exit ${code})`))
    })
  })

/** content/ with the test-only records added, in a folder of its own. */
const contentWithFixtures = () => {
  const dir = scratchDir('content-')
  fs.cpSync('content', dir, { recursive: true })
  fs.cpSync('tests/fixtures/content-extra', dir, { recursive: true })
  return dir
}

/** The "distributor's" press picture of the fixture article, made here, not committed. */
const fixtureMedia = async () => {
  const dir = scratchDir('media-')
  fs.mkdirSync(path.join(dir, 'presse'))
  await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#2a6f97' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"><circle cx="800" cy="300" r="180" fill="#f4d35e"/><path d="M0 520 Q300 420 600 500 T1200 470 V675 H0 Z" fill="#1b4332"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toFile(path.join(dir, 'presse', 'fjellvettreglene-still.jpg'))
  return dir
}

const moveTo = (dir) => {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.renameSync('public', dir)
}

const server = createPartnerApi({
  dataDir: scratchDir('build-test-'),
  contentCredentials: CREDENTIALS,
  mediaDirs: [path.resolve('static'), await fixtureMedia()],
})
await server.listen({ port: Number(contentApi.port), host: contentApi.hostname })
fs.mkdirSync('test-results', { recursive: true })
try {
  const everyBuild = !process.argv.includes('--only-118')
  if (everyBuild) {
    await build(
      178,
      config.nextBuildProgrammeNow,
      { CONTENT_DIR: contentWithFixtures() },
      'test-results/build-178.log',
    )
    moveTo('public-partner-178')
    await build(118, config.programmeNow)
    fs.rmSync('public-local-118', { recursive: true, force: true })
    fs.cpSync('public', 'public-local-118', { recursive: true })
  }
  // The remote build, against the stand-in's content APIs. Its release records (what its
  // pages say, its pictures' cuts) are kept beside it, as the rebuild hook keeps a live
  // release's: the preview's browser test compares a draft with them.
  await build(118, config.programmeNow, {
    ...remoteContentEnv(JSON.parse(fs.readFileSync('content/site.json', 'utf8')).id),
    BUILD_RECORDS_FILE: path.resolve(PUBLIC_RECORDS),
  })
  // The README's builds last, on other days: a build after them would find every page of
  // the programme changed and compress it all again.
  if (everyBuild) {
    const remote = 'public-remote'
    fs.rmSync(remote, { recursive: true, force: true })
    fs.renameSync('public', remote)
    try {
      for (const [dir, days] of [
        ['public-today', 0],
        ['public-in-40-days', 40],
      ]) {
        await build(118, null, { ...localBuildEnv({}, true), ...realClock(days) })
        moveTo(dir)
      }
    } finally {
      fs.rmSync('public', { recursive: true, force: true })
      fs.renameSync(remote, 'public')
    }
  }
} finally {
  await server.close()
}
const basic = Buffer.from(`${CREDENTIALS.platformUser}:${CREDENTIALS.platformPassword}`).toString(
  'base64',
)
fs.writeFileSync(
  'test-results/build-secrets.json',
  JSON.stringify({
    secrets: [
      CREDENTIALS.clientSecret,
      CREDENTIALS.platformPassword,
      basic,
      ...server.issuedContentTokens(),
    ],
  }),
)
