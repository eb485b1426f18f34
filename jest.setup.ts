import '@testing-library/jest-dom'

// A member's session that is not remembered lives in sessionStorage
// (src/session/session-storage.ts): each test starts in a fresh window.
afterEach(() => {
  if (typeof window !== 'undefined') window.sessionStorage.clear()
})
