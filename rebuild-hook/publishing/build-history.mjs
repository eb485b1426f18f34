// The builds and rollbacks the publish page lists, newest first, kept in
// <deploy>/history.json so that a restarted hook still knows them. Each entry says what
// happened, when, how it ended and who asked for it («CMS» for the webhook, an editor's
// name for «Publiser nå» and rollbacks).
import fs from 'node:fs'
import path from 'node:path'

const KEEP = 50

export const createBuildHistory = (deployDir) => {
  const file = path.join(deployDir, 'history.json')
  let entries = []
  // Builds still "running" in the file: they ended with the hook that ran them.
  let interrupted = []
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8'))
    if (Array.isArray(stored)) entries = stored.filter((e) => e && typeof e === 'object')
    interrupted = entries.filter((e) => e.outcome === 'running')
    for (const e of interrupted) e.outcome = 'interrupted'
  } catch {
    // none yet, or unreadable: start afresh
  }
  const save = () => {
    const next = `${file}.${process.pid}.tmp`
    fs.writeFileSync(next, JSON.stringify(entries))
    fs.renameSync(next, file)
  }
  if (interrupted.length) save()
  return {
    /** The builds the last hook was running when it stopped, as found at start. */
    interruptedAtStart: interrupted.map((e) => ({ ...e })),
    /** Adds an entry and returns it; update() changes it later (a build that finishes). */
    add(entry) {
      entries.unshift(entry)
      entries.length = Math.min(entries.length, KEEP)
      save()
      return entry
    },
    update(entry, changes) {
      Object.assign(entry, changes)
      save()
    },
    latest: (n = 10) => entries.slice(0, n),
    /** When a release went live: the build that made it or the rollback that chose it. */
    liveSince: (release) =>
      entries.find((e) => e.release === release && e.outcome === 'ok')?.finishedAt ?? null,
  }
}
