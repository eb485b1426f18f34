// The tests' one way to wait for a state outside a page: a server's answer, a file, a
// process, what a page holds (expect.poll in Playwright Test). Test files hold no timers of
// their own (eslint.config.mjs): a fixed wait passes on a fast machine and fails on a slow
// one, while a state is the same on both.

/** Checks `check` (sync or async) until it returns something truthy, and returns that;
 * fails at the deadline, naming `what`. */
export const until = async (check, what, { timeout = 30_000, every = 50 } = {}) => {
  const deadline = Date.now() + timeout
  for (;;) {
    const answer = await check()
    if (answer) return answer
    if (Date.now() > deadline) throw new Error(`Not so within ${timeout} ms: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, every))
  }
}
