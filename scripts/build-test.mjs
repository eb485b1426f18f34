// The builds the browser tests use. Both have the fixed programme clock (package.json
// config.programmeNow) and talk to the partner API stand-in that the tests start on
// config.testPartnerApi. First a build for partner 178, kept in public-partner-178/, so a
// test can show that such a build talks to 178's base; then the main build (partner 118)
// in public/, which the other tests and the benchmark smoke read.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

const { config } = JSON.parse(fs.readFileSync('package.json', 'utf8'))
const api = config.testPartnerApi

const build = (partnerId) =>
  execFileSync('npx', ['gatsby', 'build'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PROGRAMME_NOW: config.programmeNow,
      GATSBY_PARTNER_ID: String(partnerId),
      GATSBY_API_BASE_118: `${api}/partner/118/api`,
      GATSBY_API_BASE_178: `${api}/partner/178/api`,
      GATSBY_RUNTIME_API_BASE: `${api}/runtime`,
    },
  })

if (!process.argv.includes('--only-118')) {
  build(178)
  fs.rmSync('public-partner-178', { recursive: true, force: true })
  fs.renameSync('public', 'public-partner-178')
}
build(118)
