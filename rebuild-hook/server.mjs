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
// same queue (nightly.mjs), and so it does at each publish or withdraw time the live
// release's records plan (planned-builds.mjs). The hook's secret never reaches the build's
// environment.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApp } from '../server-common/fastify-app.mjs'
import { createBuildHistory } from './publishing/build-history.mjs'
import { readLog } from './publishing/build-process.mjs'
import { jailFromEnv, localBuilder } from './publishing/builders.mjs'
import { createBuildQueue } from './publishing/build-queue.mjs'
import { createPublisher } from './publishing/publisher.mjs'
import { createRollback } from './publishing/rollback-action.mjs'
import { webhookRoutes } from './routes/webhook-routes.mjs'
import { plainText, stageOf } from './publishing/build-stage.mjs'
import { editorRoutes } from './routes/editor-routes.mjs'
import { sessionMap } from './editors/editor-sessions.mjs'
import { createPreviews } from './previews/preview.mjs'
import { previewReferrals } from './routes/preview-routes.mjs'
import { PAGE } from './publish-page/publish-page.mjs'
import { dailyAtFromEnv, NIGHTLY, scheduleDaily } from './publishing/nightly.mjs'
import { createPlannedBuilds, PLANNED } from './publishing/planned-builds.mjs'
import { AUDIT_FILE, createAuditLog } from './editors/audit-log.mjs'
import { changesBetween, changesOf } from './publishing/release-changes.mjs'
import { clockFromEnv, machineClock } from './clock.mjs'
import { startReport } from './start-report.mjs'

// Requests within this of the first are one build: against a build of a minute or more,
// two seconds cost an editor nothing.
const DEFAULT_GATHER_MS = 2000
import { writeMapsOfLive } from './releases/go-live.mjs'
import {
  builtAt,
  currentRelease,
  previousRelease,
  releaseIds,
  removeHalfCopies,
} from './releases/releases.mjs'
import { secretMatches, secretsFromEnv } from './secrets.mjs'
import { NO_WEB_SERVER, webServerFromEnv } from './releases/web-server.mjs'

export { secretMatches }

// nginx on the same machine, as docs/operations.md sets it up.
const LOCAL_PROXY = ['127.0.0.1', '::1']

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
  // Who did what (audit-log.mjs); by default beside the releases.
  auditFile = null,
  // How long a build waits for more requests to join it before it starts (build-queue.mjs).
  gatherMs = DEFAULT_GATHER_MS,
  // The public site's address, for the links of a release's change list.
  siteUrl = (process.env.SITE_URL ?? '').replace(/\/$/, ''),
  // What time it is for the plan, the log and the builds (clock.mjs).
  clock = machineClock,
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
  const audit = createAuditLog({
    file: auditFile ?? path.join(deployDir, AUDIT_FILE),
    now: clock.now,
  })
  // A build's environment: the hook's, without its secrets, plus what the build is for.
  const secrets = [secret, editorPassword, failureWebhook].filter(Boolean)
  const environment = (forThisBuild) =>
    buildEnvironment(
      {
        // Gatsby's line logger, as on CI: the log is a file, read on /publisering. Its
        // default terminal UI (ink) drew with cursor moves and loaded React in every
        // Gatsby process, about 0.6 s of each incremental build here.
        GATSBY_LOGGER: 'yurnalist',
        // A build runs at the hook's time, unless its environment fixes one.
        PROGRAMME_NOW: new Date(clock.now()).toISOString(),
        ...process.env,
        ...env,
        // The publish guard compares the new programme with the live one.
        PUBLISHED_DIR: path.join(deployDir, 'current'),
        ...forThisBuild,
      },
      secrets,
    )
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

  // The hook's parts, each made once and decorated on the app once: the publisher, the
  // rollback, the previews and the route plugins read the ones they use from the app.
  app.decorate('clock', clock)
  app.decorate('releases', { deployDir, logsDir, live: { deployDir, webServer }, keep })
  app.decorate('builder', builder)
  app.decorate('buildEnvironment', environment)
  app.decorate('buildHistory', history)
  app.decorate('buildStatus', status)
  app.decorate('audit', audit)
  app.decorate('failureNotice', { webhook: failureWebhook, pageUrl })
  const publisher = createPublisher(app)
  app.decorate('publisher', publisher)
  // A copy into a release that a stopped hook left half done never went live.
  const halfCopies = removeHalfCopies(deployDir)
  // nginx reads the live release's redirects from the hook's own folder: written from the
  // live release at start, as after every switch.
  writeMapsOfLive(deployDir)

  const queue = createBuildQueue(publisher.run, { gatherMs })
  app.decorate('buildQueue', queue)
  const previews = createPreviews(app, { projectDir })
  const requestBuild = (by) => {
    publisher.askedBy(by)
    return queue.request()
  }
  // The builds the records plan (publishAt, unpublishAt): the same queue as an editor's.
  const planned = createPlannedBuilds({ deployDir, clock, build: () => requestBuild(PLANNED) })
  app.decorate('planned', planned)

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
    // A build asked for and waiting for others to join it (build-queue.mjs) is under way.
    const gathering = queue.pending && !publisher.running()
    return {
      state: gathering ? 'building' : status.state,
      gathering,
      now: clock.now(),
      running: publisher.running(),
      stage:
        publisher.running() && publisher.current()
          ? stageOf(readLog(publisher.current().liveLog))
          : null,
      pending: queue.pending && !gathering,
      lastFailure:
        status.state === 'failed' && last?.summary
          ? { summary: last.summary, logTail: plainText(last.logTail) }
          : null,
      live: live && { id: live, builtAt: builtAt(live), since },
      previous: previous && { id: previous, builtAt: builtAt(previous) },
      canRollBack: Boolean(live && previous),
      history: history.latest(10),
      // What the live release changed (kept with it when it went live).
      changes: changesOf(deployDir, live),
      siteUrl,
      planned: planned.list(),
      audit: { latest: audit.latest(), failure: audit.failure() },
    }
  }

  const { rollBackNow, rollBack } = createRollback(app)

  // What the route plugins use, decorated once: each reads it from its instance, which
  // sees its parent's decorations.
  app.decorate('publishing', {
    status,
    queue,
    deployDir,
    request: requestBuild,
    rollBackNow,
    rollBack,
    view: () => ({ ...view(), preview: previews.view() }),
    // What going back to the release before the live one would change: worked out for
    // the rollback's confirmation only, not for every view the page refreshes.
    rollbackChanges: () =>
      changesBetween(deployDir, currentRelease(deployDir), previousRelease(deployDir)),
    preview: (by) => previews.request(by),
    previewDir: previews.servedDir,
  })

  app.register(webhookRoutes, { secret })
  const editorSessions = sessionMap()
  // How many editors' sessions the process holds: only logins make one.
  app.decorate('editorSessionCount', () => editorSessions.size)
  app.register(editorRoutes, {
    accounts: { file: editorsFile, sharedPassword: editorPassword },
    secure: pageUrl.startsWith('https:'),
    sessions: editorSessions,
    loginThrottle,
  })
  app.register(previewReferrals)

  // The nightly build: the same queue as an editor's, so it joins one that waits.
  const nightly = scheduleDaily(dailyAt, () => requestBuild(NIGHTLY))
  app.addHook('onClose', async () => nightly?.stop())
  app.decorate('nightly', nightly)
  app.addHook('onClose', async () => planned.stop())
  /** What the hook found when it started, as lines for the journal (start-report.mjs). */
  app.decorate('startReport', () =>
    startReport({
      deployDir,
      interrupted: history.interruptedAtStart,
      halfCopies,
      plan: planned.list(),
      audit: audit.found,
    }),
  )

  app.decorate('idle', () => Promise.all([queue.idle(), previews.idle()]))
  /** Stops running builds and their workers (as a crash or a deploy restart would). */
  app.decorate('interrupt', () => {
    void publisher.current()?.stop()
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
    auditFile: process.env.AUDIT_LOG_FILE ? path.resolve(process.env.AUDIT_LOG_FILE) : null,
    pageUrl: process.env.PUBLISH_PAGE_URL || `http://localhost:${port}${PAGE}`,
    failureWebhook,
    webServer: webServerFromEnv(process.env),
    dailyAt: dailyAtFromEnv(process.env),
    clock: clockFromEnv(process.env),
    ...(jail && { builder: jail }),
  })
  await hook.listen({ port, host: process.env.REBUILD_HOST ?? '127.0.0.1' })
  for (const line of hook.startReport()) console.log(line)
  console.log(
    `Rebuild hook on http://localhost:${port} (POST /rebuild, GET /status; ` +
      `publish page: http://localhost:${port}${PAGE}, for the accounts of npm run editors)`,
  )
}
