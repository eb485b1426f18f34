// The CMS's webhook, the operator's rollback and the status, as routes on an app decorated
// with parts that record what they are asked (server.mjs decorates the real ones), called
// through inject(): no port, no build.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createApp } from '../../../server-common/fastify-app.mjs'
import { scratchDir } from '../../../scripts/scratch-dir.mjs'
import { webhookRoutes } from '../webhook-routes.mjs'

const SECRET = 'a-rebuild-secret-of-some-length'

const appWith = async ({ running = false } = {}) => {
  const asked = { builds: [], rollbacks: [], audit: [] }
  const app = createApp({ name: 'rebuild hook', notFoundMessage: 'Not found.' })
  app.decorate('audit', { record: (entry) => asked.audit.push(entry) })
  app.decorate('publishing', {
    status: {
      state: 'failed',
      lastBuild: { ok: false, error: 'content/pages/kino.json: block 3', log: 'at x.js:1' },
    },
    queue: { pending: running, run: (job) => job() },
    deployDir: scratchDir('webhook-routes-'),
    request: (by) => {
      asked.builds.push(by)
      return !running
    },
    rollBackNow: (who) => {
      asked.rollbacks.push(who)
      return 'none'
    },
  })
  await app.register(webhookRoutes, { secret: SECRET })
  return { app, asked }
}

const bearer = { authorization: `Bearer ${SECRET}` }

describe('the webhook routes', () => {
  it('start a build for the CMS with the secret, as a bearer token or in X-Rebuild-Secret', async () => {
    const { app, asked } = await appWith()
    const asBearer = await app.inject({ method: 'POST', url: '/rebuild', headers: bearer })
    assert.equal(asBearer.statusCode, 202)
    assert.deepEqual(asBearer.json(), { started: true, queued: false })
    const asHeader = await app.inject({
      method: 'POST',
      url: '/rebuild',
      headers: { 'x-rebuild-secret': SECRET },
    })
    assert.equal(asHeader.statusCode, 202)
    assert.deepEqual(asked.builds, ['CMS', 'CMS'])
  })

  it('say a build is queued when one runs', async () => {
    const { app } = await appWith({ running: true })
    const answer = await app.inject({ method: 'POST', url: '/rebuild', headers: bearer })
    assert.deepEqual(answer.json(), { started: false, queued: true })
  })

  it('refuse a build or a rollback without the right secret, and start neither', async () => {
    const { app, asked } = await appWith()
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { 'x-rebuild-secret': '' }])
      for (const url of ['/rebuild', '/rollback']) {
        const answer = await app.inject({ method: 'POST', url, headers })
        assert.equal(answer.statusCode, 401, `${url} with ${JSON.stringify(headers)}`)
        assert.deepEqual(answer.json(), { message: 'Wrong or missing secret.' })
      }
    assert.deepEqual(asked, { builds: [], rollbacks: [], audit: [] })
  })

  it('read no body the CMS sends, of any type', async () => {
    const { app, asked } = await appWith()
    const answer = await app.inject({
      method: 'POST',
      url: '/rebuild',
      headers: { ...bearer, 'content-type': 'application/x-unknown' },
      payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b]),
    })
    assert.equal(answer.statusCode, 202)
    assert.deepEqual(asked.builds, ['CMS'])
  })

  it('tell the state without the secret, never the error or the log', async () => {
    const { app } = await appWith()
    const open = (await app.inject({ url: '/status' })).json()
    assert.equal(open.state, 'failed')
    assert.equal(open.lastBuild.ok, false)
    assert.doesNotMatch(JSON.stringify(open), /kino\.json|x\.js/)
    const full = (await app.inject({ url: '/status', headers: bearer })).json()
    assert.match(full.lastBuild.error, /kino\.json/)
  })

  it('roll back for the operator through the queue, and log who, from where and how it ended', async () => {
    const { app, asked } = await appWith()
    const answer = await app.inject({
      method: 'POST',
      url: '/rollback',
      headers: bearer,
      remoteAddress: '10.0.0.7',
    })
    assert.equal(answer.statusCode, 200)
    assert.deepEqual(answer.json(), { outcome: 'none', live: null })
    assert.deepEqual(asked.rollbacks, ['Drift (npm run rollback)'])
    assert.deepEqual(asked.audit, [
      { who: 'Drift (npm run rollback)', client: '10.0.0.7', action: 'rollback', outcome: 'none' },
    ])
  })
})
