// One msw server for Jest tests that talk HTTP. A test adds its own handlers with
// server.use(...); anything unhandled fails the test, so no request slips out.
import { setupServer } from 'msw/node'

export const server = setupServer()

export const setupMswForTests = () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
}
