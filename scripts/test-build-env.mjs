// The environment of the test builds (scripts/build-test.mjs) and of the tests that build
// the site again the same way (the editors' preview): the partner API stand-in's bases and
// the content stand-in's fake credentials. Kept in one place so that a rebuilt page equals
// the one build-test made wherever the content is the same.
import fs from 'node:fs'

const { config } = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
const api = config.testPartnerApi
const contentApi = new URL(config.testContentApi)

// Fake, but recognisable: tests/build/ checks that none of them reaches public/.
export const TEST_CONTENT_CREDENTIALS = {
  clientId: 'test-build-client',
  clientSecret: 'FAKE-client-secret-7c1e9b2f',
  platformUser: 'test-build-platform',
  platformPassword: 'FAKE-platform-password-4d8a61',
}

/** A build for a partner against the partner API stand-in the browser tests start. */
export const partnerBuildEnv = (partnerId, programmeNow) => ({
  PROGRAMME_NOW: programmeNow,
  GATSBY_PARTNER_ID: String(partnerId),
  GATSBY_API_BASE_118: `${api}/partner/118/api`,
  GATSBY_API_BASE_178: `${api}/partner/178/api`,
  GATSBY_RUNTIME_API_BASE: `${api}/runtime`,
  GATSBY_TICKETING_BASE_118: `${api}/ticketing/118`,
  GATSBY_TICKETING_BASE_178: `${api}/ticketing/178`,
})

/** A build that reads its records from the content stand-in on config.testContentApi. */
export const remoteContentEnv = (siteId, credentials = TEST_CONTENT_CREDENTIALS) => ({
  CONTENT_SOURCE: 'remote',
  CONTENT_SITE_ID: siteId,
  CONTENT_MANAGEMENT_API: `${contentApi.origin}/management`,
  CONTENT_TOKEN_URL: `${contentApi.origin}/identity/token`,
  CONTENT_CLIENT_ID: credentials.clientId,
  CONTENT_CLIENT_SECRET: credentials.clientSecret,
  CONTENT_PLATFORM_API: `${contentApi.origin}/platform`,
  CONTENT_PLATFORM_USER: credentials.platformUser,
  CONTENT_PLATFORM_PASSWORD: credentials.platformPassword,
})

export { config as testConfig, contentApi as testContentApi }

/** Where the remote test build (public/) writes its release records: what its pages say and
 * its pictures' cuts (src/pipeline/outputs/release-records.ts), kept outside public/. */
export const PUBLIC_RECORDS = 'test-results/public.records.json'
