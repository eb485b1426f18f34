// The hook's own calls: the CMS's webhook (/rebuild), the operator's rollback (npm run
// rollback) and the status. Each change needs the rebuild secret; the status without it
// says only whether a build runs, how the last one ended and what is live. The operator's
// rollback goes into the audit log; the CMS's builds do as they end (server.mjs).
import { currentRelease } from '../releases/releases.mjs'
import { secretMatches } from '../secrets.mjs'

/** The secret a call presents: as a bearer token, or in X-Rebuild-Secret. */
const presentedSecret = (request) =>
  /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ??
  request.headers['x-rebuild-secret']

/** The hook's parts from the app's decorations (server.mjs): `publishing` and `audit`. */
export const webhookRoutes = async (webhook, { secret }) => {
  const { audit } = webhook
  const { status, queue, deployDir, request: requestBuild, rollBackNow } = webhook.publishing
  // Without the secret: whether a build runs, how the last one ended and what is live.
  // The error and the log may name content and paths, so only the secret holder sees them.
  const publicStatus = () => {
    const last = status.lastBuild
    const { ok, startedAt, finishedAt, durationMs, release } = last ?? {}
    return { ...status, lastBuild: last && { ok, startedAt, finishedAt, durationMs, release } }
  }

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
    const who = 'Drift (npm run rollback)'
    const outcome = await queue.run(() => rollBackNow(who))
    audit.record({ who, client: request.ip, action: 'rollback', outcome })
    return reply.send({ outcome, live: currentRelease(deployDir) })
  })
}
