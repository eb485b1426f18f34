// Where and how the hook's builds run. Both kinds give
//   start(mode, { log, report, plan, records, env }) -> { done: Promise<{ ok, error }>, stop(), output, liveLog }
// for a mode 'publish' or 'preview'; output is the folder of the finished build, liveLog the
// log to read while it runs (copied to `log` when it ends).
// - localBuilder: as the hook's own child (build-process.mjs), with the hook's environment
//   less its secrets: publish in the project, preview in a copy of it. For a developer's
//   machine and the tests.
// - jailBuilder: as a unit of its own (BUILD_START, for example `/usr/bin/systemctl start
//   kulturhus-build@{mode}.service`), another user in its own sandbox
//   (ops/kulturhus-build@.service, build-job.mjs): it cannot read the hook's secrets, write
//   its releases or change its code, and every process it starts ends with it. The hook
//   only reads its workspace afterwards, as data. For production.
import fs from 'node:fs'
import path from 'node:path'
import { startBuild, stopBuild } from './build-process.mjs'
import { jobPaths } from './build-job.mjs'
import { refreshSiteCopy } from './site-copy.mjs'
import { runCommand } from '../releases/web-server.mjs'

const words = (command) => (command ?? '').trim().split(/\s+/).filter(Boolean)
const DEFAULT_BUILD_TIMEOUT_MS = 45 * 60_000
const STOP_TIMEOUT_MS = 2 * 60_000

export const localBuilder = ({ projectDir, previewDir, command }) => ({
  jailed: false,
  start(mode, { log, env }) {
    const cwd = mode === 'preview' ? previewDir : projectDir
    if (mode === 'preview') refreshSiteCopy(projectDir, previewDir)
    const build = startBuild({ command, cwd, env, log })
    return {
      done: build.done,
      stop: () => stopBuild(build.child),
      output: path.join(cwd, 'public'),
      liveLog: log,
    }
  },
})

export const jailBuilder = ({ start, stop, workspace, timeoutMs = DEFAULT_BUILD_TIMEOUT_MS }) => {
  const forMode = (command, mode) => command.map((word) => word.replaceAll('{mode}', mode))
  return {
    jailed: true,
    start(mode, { log, report, plan, records }) {
      const paths = jobPaths(workspace, mode)
      const stopIt = () => runCommand(forMode(stop, mode), STOP_TIMEOUT_MS)
      const done = (async () => {
        const started = await runCommand(forMode(start, mode), timeoutMs)
        // The unit's processes end with it; stopping it as well makes sure that nothing of
        // the build still runs while its files are read.
        await stopIt()
        for (const [from, to] of [
          [paths.log, log],
          [paths.report, report],
          [paths.plan, plan],
          [paths.records, records],
        ])
          if (to && fs.existsSync(from)) fs.copyFileSync(from, to)
        return started.ok
          ? { ok: true, error: null }
          : { ok: false, error: `the build unit failed: ${started.output}` }
      })()
      return { done, stop: stopIt, output: paths.output, liveLog: paths.log }
    },
  }
}

/** The jail from the environment (BUILD_START, BUILD_STOP, BUILD_WORKSPACE,
 * BUILD_TIMEOUT_MS), or null for builds as the hook's children. */
export const jailFromEnv = (env) => {
  if (!env.BUILD_START?.trim()) return null
  if (!env.BUILD_STOP?.trim() || !env.BUILD_WORKSPACE?.trim())
    throw new Error('BUILD_START needs BUILD_STOP and BUILD_WORKSPACE as well.')
  return jailBuilder({
    start: words(env.BUILD_START),
    stop: words(env.BUILD_STOP),
    workspace: path.resolve(env.BUILD_WORKSPACE),
    timeoutMs: Number(env.BUILD_TIMEOUT_MS) || DEFAULT_BUILD_TIMEOUT_MS,
  })
}
