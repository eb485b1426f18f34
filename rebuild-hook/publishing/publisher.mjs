// A publish: the site built (by the builder: the hook's child, or a jail of its own), its
// release prepared and switched live through the web server's check, the history and the
// status written, and the editors told by the failure webhook when it failed. One at a
// time, from the hook's build queue.
import path from 'node:path'
import { readLog, readReport } from './build-process.mjs'
import { summariseFailure } from './failure-summary.mjs'
import { goLive } from '../releases/go-live.mjs'
import { notifyFailure } from './notify.mjs'
import { keepReleaseRecords } from './release-changes.mjs'
import {
  currentRelease,
  prepareRelease,
  pruneReleases,
  releaseIds,
  removeRelease,
} from '../releases/releases.mjs'

// How much of a failed build's log the status keeps.
const LOG_TAIL = 2000

/** The publisher of the hook `app` (server.mjs), from the parts decorated on it: its
 * clock, builder, build environment, history, status, audit log, releases and failure
 * notice; the plan it hands a live release's plan file to is read when a build goes live. */
export const createPublisher = (app) => {
  const { clock, builder, buildEnvironment: environment, audit, failureNotice } = app
  const { buildHistory: history, buildStatus: status } = app
  const { deployDir, logsDir, live, keep } = app.releases
  let current = null // the running build (builders.mjs)
  let running = null // the running build's history entry
  let requesters = [] // who asked for the next build: «CMS» or editors' names

  // What the new release changed, kept with it; a list that cannot be made is no reason to
  // take a release that is live down again.
  const keepChanges = (release) => {
    try {
      keepReleaseRecords(deployDir, { ...release, releases: releaseIds(deployDir) })
    } catch (error) {
      console.error(`What release ${release.release} changed could not be kept: ${error.message}`)
    }
  }

  // The builds the new release's records plan (planned-builds.mjs); a plan that cannot be
  // kept is no reason to take a release that is live down again.
  const adoptPlan = (planFile) => {
    try {
      app.planned?.adopt(planFile)
    } catch (error) {
      console.error(`The plan of the new release could not be kept: ${error.message}`)
    }
  }

  const run = () =>
    new Promise((resolve) => {
      const id = new Date(clock.now()).toISOString().replace(/[:.]/g, '-')
      const log = path.join(logsDir, `build-${id}.log`)
      const report = log.replace(/\.log$/, '.report.json')
      const plan = log.replace(/\.log$/, '.plan.json')
      const records = log.replace(/\.log$/, '.records.json')
      const startedAt = clock.now()
      status.state = 'building'
      status.builds += 1
      running = history.add({
        kind: 'build',
        by: [...new Set(requesters)].join(', ') || 'CMS',
        startedAt: new Date(startedAt).toISOString(),
        outcome: 'running',
        log: path.relative(deployDir, log),
      })
      requesters = []
      const build = builder.start('publish', {
        log,
        report,
        plan,
        records,
        env: environment({
          BUILD_REPORT_FILE: report,
          BUILD_PLAN_FILE: plan,
          BUILD_RECORDS_FILE: records,
        }),
      })
      current = build
      build.done.then(async ({ ok, error }) => {
        current = null
        let release = null
        let served = null
        if (ok) {
          try {
            release = prepareRelease(build.output, deployDir)
          } catch (e) {
            ok = false
            error = `publishing failed: ${e.message}`
          }
          if (ok) {
            const before = currentRelease(deployDir)
            served = await goLive(live, release)
            if (served.ok) {
              pruneReleases(deployDir, keep)
              keepChanges({ release, previous: before, written: records })
              adoptPlan(plan)
            } else {
              // A first release stays live when the reload fails: there is none to go back to.
              if (currentRelease(deployDir) !== release) removeRelease(deployDir, release)
              ok = false
              error = 'the web server refused the new release'
              release = null
            }
          }
        }
        const tail = readLog(log).slice(-LOG_TAIL)
        const summary = ok
          ? null
          : summariseFailure(served && !served.ok ? served : readReport(report), error)
        const finishedAt = new Date(clock.now()).toISOString()
        history.update(running, {
          outcome: ok ? 'ok' : 'failed',
          finishedAt,
          durationMs: clock.now() - startedAt,
          release,
          summary,
        })
        audit.record({
          who: running.by,
          action: 'build',
          concerns: running.release ?? '',
          outcome: running.outcome,
        })
        running = null
        status.state = ok ? 'idle' : 'failed'
        status.lastBuild = {
          ok,
          startedAt: new Date(startedAt).toISOString(),
          finishedAt,
          durationMs: clock.now() - startedAt,
          release,
          log: path.relative(deployDir, log),
          ...(ok ? {} : { error, summary, logTail: tail }),
        }
        if (!ok) void notifyFailure(failureNotice.webhook, summary, failureNotice.pageUrl)
        resolve()
      })
    })

  return {
    run,
    /** Records who asked for the next build. */
    askedBy: (by) => void requesters.push(by),
    /** The running build (builders.mjs), or null. */
    current: () => current,
    /** The running build's history entry, or null. */
    running: () => running,
  }
}
