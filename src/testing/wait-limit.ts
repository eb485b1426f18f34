// How long a unit test waits for what it expects before it fails, in one place for
// Testing Library's findBy…/waitFor and for the saga store's `until`.
//
// A read that meets a fault is tried twice more, after up to 0.36 s and 0.72 s
// (src/lib/retry-policy.ts), so such a test takes about 1 s on an idle machine. npm test runs
// the unit tests beside three Gatsby builds on two cores, and there your CI once saw the
// film-info failure test miss a 2 s limit. A test passes as soon as what it waits for is
// there; only a failing one waits the whole limit.
export const WAIT_LIMIT_MS = 10_000
