// The builds the browser tests use, both talking to the partner API stand-in that the
// tests start on config.testPartnerApi:
// - public-partner-178/: a build for partner 178, to show that it talks to 178's base. It
//   also plays "the next deploy" in the service-worker freshness test, so its programme
//   clock is a day later (config.nextBuildProgrammeNow) and its showings differ;
// - public/: the main build (partner 118, clock config.programmeNow), which the other
//   tests and the benchmark smoke read.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

const { config } = JSON.parse(fs.readFileSync('package.json', 'utf8'))
const api = config.testPartnerApi

const build = (partnerId, programmeNow) =>
  execFileSync('npx', ['gatsby', 'build'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PROGRAMME_NOW: programmeNow,
      GATSBY_PARTNER_ID: String(partnerId),
      GATSBY_API_BASE_118: `${api}/partner/118/api`,
      GATSBY_API_BASE_178: `${api}/partner/178/api`,
      GATSBY_RUNTIME_API_BASE: `${api}/runtime`,
    },
  })

if (!process.argv.includes('--only-118')) {
  build(178, config.nextBuildProgrammeNow)
  fs.rmSync('public-partner-178', { recursive: true, force: true })
  fs.renameSync('public', 'public-partner-178')
}
build(118, config.programmeNow)
