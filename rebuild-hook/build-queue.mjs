// Coalesces rebuild requests: while a build runs, any number of new requests mean exactly
// one more build afterwards (it will include every change made meanwhile). Ten calls during
// one build therefore give at most two builds.
export const createBuildQueue = (runBuild) => {
  let running = null
  let pending = false

  const loop = async () => {
    do {
      pending = false
      await runBuild()
    } while (pending)
    running = null
  }

  return {
    /** Asks for a build; returns whether one was started now (else it was queued). */
    request() {
      if (running) {
        pending = true
        return false
      }
      running = loop()
      return true
    },
    get busy() {
      return running !== null
    },
    get pending() {
      return pending
    },
    /** Resolves when no build runs or waits. */
    idle: () => running ?? Promise.resolve(),
  }
}
