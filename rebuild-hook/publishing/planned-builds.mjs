// The builds the records plan. Each build writes the publish and withdraw times its records
// still have to come (BUILD_PLAN_FILE, src/pipeline/resolve/publication.ts); once the build
// is live the hook keeps that plan in its deploy folder and builds at the first time of it,
// through the same queue as an editor's publish, as the nightly build does. The file
// outlives a restart; a time that passed while the hook was down is built at once on start.
import fs from 'node:fs'
import path from 'node:path'
import { machineClock } from '../clock.mjs'
import { readBuildFile } from './build-process.mjs'

/** Who asked, as the publish page's history says it. */
export const PLANNED = 'Planlagt publisering'

const CHANGES = new Set(['publish', 'unpublish'])
const KINDS = new Set(['page', 'article', 'menu item', 'footer block', 'redirect'])

/** The plan's entries that are whole, soonest first; anything else is left out. */
export const checkedPlan = (data) =>
  (Array.isArray(data?.planned) ? data.planned : [])
    .filter(
      (c) =>
        c &&
        typeof c.at === 'string' &&
        Number.isFinite(Date.parse(c.at)) &&
        CHANGES.has(c.change) &&
        KINDS.has(c.kind) &&
        typeof c.record === 'string',
    )
    .map(({ at, change, kind, record, title }) => ({
      at,
      change,
      kind,
      record,
      ...(typeof title === 'string' && title.trim() && { title: title.trim() }),
    }))
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))

const readPlan = (file) => checkedPlan(readBuildFile(file))

/**
 * The plan in deployDir/plan.json and the build at its next time. `build` asks for a build
 * (the queue's request); clock: the hook's (clock.mjs). Returns { adopt(file), list(), next(), stop() }: adopt takes the
 * plan a live build wrote; list gives what is still to come, grouped by time.
 */
export const createPlannedBuilds = ({ deployDir, build, clock = machineClock }) => {
  const file = path.join(deployDir, 'plan.json')
  let plan = readPlan(file)
  // Times up to here have had their build: a build that fails leaves its plan as it was,
  // and must not be asked for again and again.
  let builtUntil = -Infinity
  let job = null

  const due = () => plan.filter((c) => Date.parse(c.at) > builtUntil)
  const schedule = () => {
    job?.stop()
    job = null
    const [first] = due()
    if (!first) return
    const at = Date.parse(first.at)
    const run = () => {
      builtUntil = Math.max(builtUntil, at)
      void build()
      schedule()
    }
    if (at <= clock.now()) run()
    else job = clock.at(at, run)
  }

  schedule()
  return {
    /** Takes the plan of a build that went live (the file it wrote), kept for restarts. */
    adopt(written) {
      const next = readPlan(written)
      const kept = `${file}.${process.pid}.tmp`
      fs.writeFileSync(kept, `${JSON.stringify({ planned: next }, null, 2)}\n`)
      fs.renameSync(kept, file)
      plan = next
      schedule()
    },
    /** What is still to come: [{ at, changes: [{ change, kind, record }] }], soonest first. */
    list() {
      const byTime = new Map()
      for (const { at, ...change } of due()) {
        const key = Date.parse(at)
        if (!byTime.has(key)) byTime.set(key, { at: new Date(key).toISOString(), changes: [] })
        byTime.get(key).changes.push(change)
      }
      return [...byTime.values()]
    },
    stop: () => job?.stop(),
  }
}
