// The rebuild hook the CMS calls when an editor publishes: `npm run rebuild-hook`.
//   POST /rebuild  with "Authorization: Bearer <REBUILD_SECRET>" -> 202, a build starts or
//                  is queued (bursts are coalesced); wrong or missing secret -> 401.
//   GET  /status   -> the state, the last build's time and duration, and the live release;
//                  with the secret, also the last build's error and the end of its log.
//   /publisering   the editors' publish page (editor-routes.mjs), for the accounts in
//                  EDITORS_FILE (npm run editors), or the shared EDITOR_PASSWORD; with
//                  the preview of the CMS's drafts (preview.mjs) behind the same login.
// Each build runs in the project (incremental: the Gatsby cache is kept) through
// build-runner.mjs, which holds the project's build lock and takes the build down with it
// if the hook dies. Its log goes to <deploy>/logs/, and only a successful build is
// published, atomically (releases.mjs). A failed or interrupted build leaves the live site
// as it was. A release goes live only once what it hands to nginx has been checked, and
// nginx is reloaded after every switch (go-live.mjs), so that it reads that release's
// redirects; if it will not take them, the release before goes back live. Builds and
// rollbacks (from the page, or POST /rollback with the secret: npm run rollback) go through
// one queue, one after the other. Every night at REBUILD_DAILY_AT a build runs through the
// same queue (nightly.mjs). The hook's secret never reaches the build's environment.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApp } from '../server-common/fastify-app.mjs'
import { createBuildHistory } from './build-history.mjs'
import { readLog, readReport } from './build-process.mjs'
import { jailFromEnv, localBuilder } from './builders.mjs'
import { createBuildQueue } from './build-queue.mjs'
import { plainText, stageOf } from './build-stage.mjs'
import { editorRoutes } from './editor-routes.mjs'
import { sessionMap } from './editor-sessions.mjs'
import { summariseFailure } from './failure-summary.mjs'
import { notifyFailure } from './notify.mjs'
import { createPreviews } from './preview.mjs'
import { previewReferrals } from './preview-routes.mjs'
import { PAGE, when } from './publish-page.mjs'
import { dailyAtFromEnv, NIGHTLY, scheduleDaily } from './nightly.mjs'
import { goLive, writeMapsOfLive } from './go-live.mjs'
import {
  builtAt,
  currentRelease,
  prepareRelease,
  previousRelease,
  pruneReleases,
  releaseIds,
  removeRelease,
} from './releases.mjs'
import { secretMatches, secretsFromEnv } from './secrets.mjs'
import { NO_WEB_SERVER, webServerFromEnv } from './web-server.mjs'

export { secretMatches }

const presentedSecret = (request) =>
  /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ??
  request.headers['x-rebuild-secret']

const LOG_TAIL = 2000
// nginx on the same machine, as docs/operations.md sets it up.
const LOCAL_PROXY = ['127.0.0.1', '::1']

const version = (id) => (id ? when(builtAt(id), 'medium') : '(ingen)')

/** What the history says of a rollback that found another release live than confirmed. */
const changedSummary = (expected, live) => ({
  title: 'Gikk ikke tilbake: det som er publisert, hadde endret seg',
  items: [
    {
      place: 'Tilbakestillingen',
      field: null,
      problem: `ble bekreftet fra versjonen bygget ${version(expected.from)} til versjonen bygget ${version(expected.to)}, men da den skulle gjøres, var versjonen bygget ${version(live)} publisert. Ingenting ble endret.`,
    },
  ],
  advice: 'Se hva som er publisert nå, og gå tilbake på nytt hvis det fortsatt trengs.',
})

/** The environment a build gets: the hook's, less its secrets (the webhook secret, the
 * editors' password, the chat webhook's address) and anything that carries one. */
const HOOK_ONLY = ['REBUILD_SECRET', 'EDITOR_PASSWORD', 'BUILD_FAILED_WEBHOOK_URL']
const buildEnvironment = (base, secrets) =>
  Object.fromEntries(
    Object.entries(base).filter(
      ([name, value]) =>
        !HOOK_ONLY.includes(name) && !secrets.some((secret) => String(value).includes(secret)),
    ),
  )

export const createRebuildHook = ({
  secret,
  projectDir = process.cwd(),
  deployDir = path.join(projectDir, '.deploy'),
  buildCommand = ['npx', 'gatsby', 'build'],
  // Where builds run: as the hook's children (by default), or each in a jail of its own
  // (builders.mjs, jailFromEnv: production).
  builder = localBuilder({
    projectDir,
    previewDir: path.join(deployDir, 'preview', 'work'),
    command: buildCommand,
  }),
  env = {},
  keep = 5,
  editorPassword = null,
  // The editors' accounts (npm run editors); by default beside the releases.
  editorsFile = path.join(deployDir, 'editors.json'),
  pageUrl = `http://localhost:8200${PAGE}`,
  failureWebhook = null,
  // The commands that check and reload the web server after a switch (web-server.mjs).
  webServer = NO_WEB_SERVER,
  // The Oslo time of the nightly build ("04:30"), or null for none (nightly.mjs).
  dailyAt = null,
  // The proxy whose forwarding headers are believed (Fastify's trustProxy).
  trustProxy = LOCAL_PROXY,
  // The editors' login throttle's options (server-common/login-limiter.mjs), for tests.
  loginThrottle = {},
}) => {
  if (!secret || secret.length < 16)
    throw new Error('REBUILD_SECRET must be set, at least 16 characters long.')
  if (editorPassword && (editorPassword.length < 12 || editorPassword === secret))
    throw new Error(
      'EDITOR_PASSWORD must be at least 12 characters long and differ from REBUILD_SECRET.',
    )
  const logsDir = path.join(deployDir, 'logs')
  fs.mkdirSync(logsDir, { recursive: true })
  const status = { state: 'idle', lastBuild: null, builds: 0 }
  const history = createBuildHistory(deployDir)
  // A build's environment: the hook's, without its secrets, plus what the build is for.
  const secrets = [secret, editorPassword, failureWebhook].filter(Boolean)
  const environment = (forThisBuild) =>
    buildEnvironment(
      {
        // Gatsby's line logger, as on CI: the log is a file, read on /publisering. Its
        // default terminal UI (ink) drew with cursor moves and loaded React in every
        // Gatsby process, about 0.6 s of each incremental build here.
        GATSBY_LOGGER: 'yurnalist',
        ...process.env,
        ...env,
        // The publish guard compares the new programme with the live one.
        PUBLISHED_DIR: path.join(deployDir, 'current'),
        ...forThisBuild,
      },
      secrets,
    )
  let current = null // the running build (builders.mjs)
  let running = null // the running build's history entry
  let requesters = [] // who asked for the next build: «CMS» or editors' names

  const runBuild = () =>
    new Promise((resolve) => {
      const id = new Date().toISOString().replace(/[:.]/g, '-')
      const log = path.join(logsDir, `build-${id}.log`)
      const report = log.replace(/\.log$/, '.report.json')
      const startedAt = Date.now()
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
        env: environment({ BUILD_REPORT_FILE: report }),
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
            served = await goLive(live, release)
            if (served.ok) pruneReleases(deployDir, keep)
            else {
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
        const finishedAt = new Date().toISOString()
        history.update(running, {
          outcome: ok ? 'ok' : 'failed',
          finishedAt,
          durationMs: Date.now() - startedAt,
          release,
          summary,
        })
        running = null
        status.state = ok ? 'idle' : 'failed'
        status.lastBuild = {
          ok,
          startedAt: new Date(startedAt).toISOString(),
          finishedAt,
          durationMs: Date.now() - startedAt,
          release,
          log: path.relative(deployDir, log),
          ...(ok ? {} : { error, summary, logTail: tail }),
        }
        if (!ok) void notifyFailure(failureWebhook, summary, pageUrl)
        resolve()
      })
    })

  const live = { deployDir, webServer }
  // nginx reads the live release's redirects from the hook's own folder: written from the
  // live release at start, as after every switch.
  writeMapsOfLive(deployDir)

  const queue = createBuildQueue(runBuild)
  const previews = createPreviews({ projectDir, deployDir, builder, environment })
  const requestBuild = (by) => {
    requesters.push(by)
    return queue.request()
  }

  // What the publish page shows.
  const view = () => {
    const live = currentRelease(deployDir)
    const last = status.lastBuild
    let since = null
    try {
      since = fs.lstatSync(path.join(deployDir, 'current')).mtime.toISOString()
    } catch {
      // nothing published yet
    }
    const ids = releaseIds(deployDir)
    const previous = ids[ids.indexOf(live) - 1] ?? null
    return {
      state: status.state,
      now: Date.now(),
      running,
      stage: running && current ? stageOf(readLog(current.liveLog)) : null,
      pending: queue.pending,
      lastFailure:
        status.state === 'failed' && last?.summary
          ? { summary: last.summary, logTail: plainText(last.logTail) }
          : null,
      live: live && { id: live, builtAt: builtAt(live), since },
      previous: previous && { id: previous, builtAt: builtAt(previous) },
      canRollBack: Boolean(live && previous),
      history: history.latest(10),
    }
  }

  /** Goes back to the release before the live one, after whatever the queue holds:
   * 'ok', 'none' (nothing to go back to), 'refused' (the web server would not take it,
   * and the live release stays), or 'changed': the editor confirmed going from one
   * release to another (expected: { from, to }), and by now another is live or the one
   * before it is another, so nothing changes. */
  const rollBackNow = async (by, expected = null) => {
    const before = currentRelease(deployDir)
    const release = previousRelease(deployDir)
    const startedAt = new Date().toISOString()
    if (expected && (expected.from !== (before ?? '') || expected.to !== (release ?? ''))) {
      history.add({
        kind: 'rollback',
        by,
        startedAt,
        finishedAt: startedAt,
        outcome: 'changed',
        release: before,
        summary: changedSummary(expected, before),
      })
      return 'changed'
    }
    if (!release) return 'none'
    const served = await goLive(live, release)
    const summary = served.ok ? null : summariseFailure(served)
    history.add({
      kind: 'rollback',
      by,
      startedAt,
      finishedAt: new Date().toISOString(),
      outcome: served.ok ? 'ok' : 'failed',
      release: served.ok ? release : before,
      ...(summary && { summary }),
    })
    if (!served.ok) void notifyFailure(failureWebhook, summary, pageUrl)
    return served.ok ? 'ok' : 'refused'
  }
  /** A rollback asked for while a build runs waits for it ('queued'): it never races a
   * publish, and with `expected` it refuses to undo what that publish brought. */
  const rollBack = async (by, expected = null) => {
    const result = queue.run(() => rollBackNow(by, expected))
    return queue.busy && running ? (result.catch(() => {}), 'queued') : result
  }

  // Without the secret: whether a build runs, how the last one ended and what is live.
  // The error and the log may name content and paths, so only the secret holder sees them.
  const publicStatus = () => {
    const last = status.lastBuild
    const { ok, startedAt, finishedAt, durationMs, release } = last ?? {}
    return { ...status, lastBuild: last && { ok, startedAt, finishedAt, durationMs, release } }
  }

  const app = createApp({
    name: 'rebuild hook',
    notFoundMessage: 'Not found.',
    // Behind nginx (ops/nginx/), whose Host, X-Forwarded-For and -Proto are the visitor's;
    // from any other address those headers count for nothing.
    trustProxy,
  })
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store')
  })

  app.register(async (webhook) => {
    // The CMS's body is not read, whatever its type.
    webhook.addContentTypeParser('*', (request, payload, done) => {
      payload.resume()
      done(null)
    })
    webhook.get('/status', async (request) => {
      const full = secretMatches(presentedSecret(request), secret)
      return {
        ...(full ? status : publicStatus()),
        pending: queue.pending,
        live: currentRelease(deployDir),
      }
    })
    webhook.post('/rebuild', async (request, reply) => {
      if (!secretMatches(presentedSecret(request), secret))
        return reply.code(401).send({ message: 'Wrong or missing secret.' })
      const started = requestBuild('CMS')
      return reply.code(202).send({ started, queued: !started })
    })
    // npm run rollback: after whatever the queue holds, as the page's rollback.
    webhook.post('/rollback', async (request, reply) => {
      if (!secretMatches(presentedSecret(request), secret))
        return reply.code(401).send({ message: 'Wrong or missing secret.' })
      const outcome = await queue.run(() => rollBackNow('Drift (npm run rollback)'))
      return reply.send({ outcome, live: currentRelease(deployDir) })
    })
  })

  const editorSessions = sessionMap()
  // How many editors' sessions the process holds: only logins make one.
  app.decorate('editorSessionCount', () => editorSessions.size)
  app.register(editorRoutes, {
    accounts: { file: editorsFile, sharedPassword: editorPassword },
    secure: pageUrl.startsWith('https:'),
    sessions: editorSessions,
    loginThrottle,
    hook: {
      view: () => ({ ...view(), preview: previews.view() }),
      publish: requestBuild,
      rollBack,
      preview: (by) => previews.request(by),
      previewDir: previews.servedDir,
    },
  })
  app.register(previewReferrals)

  // The nightly build: the same queue as an editor's, so it joins one that waits.
  const nightly = scheduleDaily(dailyAt, () => requestBuild(NIGHTLY))
  app.addHook('onClose', async () => nightly?.stop())
  app.decorate('nightly', nightly)

  app.decorate('idle', () => Promise.all([queue.idle(), previews.idle()]))
  /** Stops running builds and their workers (as a crash or a deploy restart would). */
  app.decorate('interrupt', () => {
    void current?.stop()
    previews.interrupt()
  })
  return app
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.REBUILD_PORT ?? 8200)
  const jail = jailFromEnv(process.env)
  const { secret, editorPassword, failureWebhook } = secretsFromEnv(process.env)
  const hook = createRebuildHook({
    secret,
    deployDir: process.env.DEPLOY_DIR ? path.resolve(process.env.DEPLOY_DIR) : undefined,
    editorPassword,
    editorsFile: process.env.EDITORS_FILE ? path.resolve(process.env.EDITORS_FILE) : undefined,
    pageUrl: process.env.PUBLISH_PAGE_URL || `http://localhost:${port}${PAGE}`,
    failureWebhook,
    webServer: webServerFromEnv(process.env),
    dailyAt: dailyAtFromEnv(process.env),
    ...(jail && { builder: jail }),
  })
  await hook.listen({ port, host: process.env.REBUILD_HOST ?? '127.0.0.1' })
  console.log(
    `Rebuild hook on http://localhost:${port} (POST /rebuild, GET /status; ` +
      `publish page: http://localhost:${port}${PAGE}, for the accounts of npm run editors)`,
  )
}
