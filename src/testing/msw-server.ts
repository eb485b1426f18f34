// One msw server for Jest tests that talk HTTP. It starts with the partner's default
// answers (partner-handlers.ts) and the site's own files; a test adds its own with
// server.use(...). Anything else fails the test, so no request slips out.
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { SHOWINGS_INDEX_PATH } from '../contract/showings'
import { partnerHandlers } from './partner-handlers'

/** The files the build writes next to the pages, as an empty programme would have them. */
const siteFiles = [
  http.get(`*${SHOWINGS_INDEX_PATH}`, () => HttpResponse.json({ productions: [] })),
]

export const server = setupServer(...partnerHandlers, ...siteFiles)

export const setupMswForTests = () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
}
