// One msw server for Jest tests that talk HTTP. It starts with the partner's default
// answers (partner-handlers.ts); a test adds its own with server.use(...). Anything else
// fails the test, so no request slips out.
import { setupServer } from 'msw/node'
import { partnerHandlers } from './partner-handlers'

export const server = setupServer(...partnerHandlers)

export const setupMswForTests = () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
}
