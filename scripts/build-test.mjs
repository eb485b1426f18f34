// The builds the tests use, all talking to the partner API stand-in that the browser tests
// start on config.testPartnerApi:
// - public-partner-178/: a build for partner 178, to show that it talks to 178's base. It
//   also plays "the next deploy" in the service-worker freshness test, so its programme
//   clock is a day later (config.nextBuildProgrammeNow) and its showings differ. Its
//   content has the test-only records of tests/fixtures/content-extra/ added (an article
//   that embeds a video and an image from outside hosts, for the CSP test);
// - public-local-118/: the main build from content/ (CONTENT_SOURCE=local);
// - public/: the same build with CONTENT_SOURCE=remote, read from the stand-in's content
//   APIs with known fake credentials. tests/build/ compares it with the local one and
//   searches it for those credentials; the browser tests and the benchmark smoke use it.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createPartnerApi } from '../partner-api/server.mjs'

const { config } = JSON.parse(fs.readFileSync('package.json', 'utf8'))
const api = config.testPartnerApi

// Fake, but recognisable: tests/build/ checks that none of them reaches public/.
const CREDENTIALS = {
  clientId: 'test-build-client',
  clientSecret: 'FAKE-client-secret-7c1e9b2f',
  platformUser: 'test-build-platform',
  platformPassword: 'FAKE-platform-password-4d8a61',
}

// Asynchronous, so that the content API stand-in in this process can answer the build.
const build = (partnerId, programmeNow, extraEnv = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn('npx', ['gatsby', 'build'], {
      stdio: 'inherit',
      env: {
        ...process.env,
        PROGRAMME_NOW: programmeNow,
        GATSBY_PARTNER_ID: String(partnerId),
        GATSBY_API_BASE_118: `${api}/partner/118/api`,
        GATSBY_API_BASE_178: `${api}/partner/178/api`,
        GATSBY_RUNTIME_API_BASE: `${api}/runtime`,
        ...extraEnv,
      },
    })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`gatsby build for ${partnerId} failed (exit ${code})`)),
    )
  })

/** content/ with the test-only records added, in a folder of its own. */
const contentWithFixtures = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'))
  fs.cpSync('content', dir, { recursive: true })
  fs.cpSync('tests/fixtures/content-extra', dir, { recursive: true })
  return dir
}

const moveTo = (dir) => {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.renameSync('public', dir)
}

if (!process.argv.includes('--only-118')) {
  await build(178, config.nextBuildProgrammeNow, { CONTENT_DIR: contentWithFixtures() })
  moveTo('public-partner-178')
  await build(118, config.programmeNow)
  fs.rmSync('public-local-118', { recursive: true, force: true })
  fs.cpSync('public', 'public-local-118', { recursive: true })
}

// The remote build, against the stand-in's content APIs on a port of its own.
const server = createPartnerApi({
  dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'build-test-')),
  contentCredentials: CREDENTIALS,
})
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const contentBase = `http://127.0.0.1:${server.address().port}`
try {
  await build(118, config.programmeNow, {
    CONTENT_SOURCE: 'remote',
    CONTENT_SITE_ID: JSON.parse(fs.readFileSync('content/site.json', 'utf8')).id,
    CONTENT_MANAGEMENT_API: `${contentBase}/management`,
    CONTENT_TOKEN_URL: `${contentBase}/identity/token`,
    CONTENT_CLIENT_ID: CREDENTIALS.clientId,
    CONTENT_CLIENT_SECRET: CREDENTIALS.clientSecret,
    CONTENT_PLATFORM_API: `${contentBase}/platform`,
    CONTENT_PLATFORM_USER: CREDENTIALS.platformUser,
    CONTENT_PLATFORM_PASSWORD: CREDENTIALS.platformPassword,
  })
} finally {
  server.close()
}
const basic = Buffer.from(`${CREDENTIALS.platformUser}:${CREDENTIALS.platformPassword}`).toString(
  'base64',
)
fs.mkdirSync('test-results', { recursive: true })
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
