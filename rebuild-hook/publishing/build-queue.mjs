// One line for everything that changes the live site, so that no two of them race: builds
// and rollbacks run one after the other, in the order asked. Build requests coalesce:
// while a build runs or waits, any number of new requests mean exactly one more build
// (it will include every change made meanwhile), so ten calls during one build give at
// most two builds. A build waits gatherMs before it starts, still in the line, so that
// requests that come together (two editors pressing «Publiser nå» at once, a CMS that
// calls once per changed record) are one build.
const BUILD = Symbol('build')

export const createBuildQueue = (runBuild, { gatherMs = 0 } = {}) => {
  const waiting = []
  let running = null

  const loop = async () => {
    while (waiting.length > 0) {
      if (waiting[0] === BUILD && gatherMs > 0)
        await new Promise((resolve) => setTimeout(resolve, gatherMs))
      const job = waiting.shift()
      await (job === BUILD ? runBuild() : job())
    }
    running = null
  }
  const start = () => {
    if (!running) running = loop()
  }

  return {
    /** Asks for a build; returns whether one was started now (else it was queued). */
    request() {
      const startsNow = !running
      if (!waiting.includes(BUILD)) waiting.push(BUILD)
      start()
      return startsNow
    },
    /** Runs job after everything asked before it; resolves with its result. */
    run(job) {
      return new Promise((resolve, reject) => {
        waiting.push(() => job().then(resolve, reject))
        start()
      })
    },
    get busy() {
      return running !== null
    },
    /** Whether a build waits for its turn. */
    get pending() {
      return waiting.includes(BUILD)
    },
    /** Resolves when nothing runs or waits. */
    idle: async () => {
      while (running) await running
    },
  }
}
