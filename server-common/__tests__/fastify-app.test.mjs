// What all three servers share: which request targets reach a route, and what happens
// when a route fails or a body is refused.
import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { createApp, httpError } from '../fastify-app.mjs'
import { parseRequestTarget } from '../request-target.mjs'

describe('request targets', () => {
  const refused = [
    ['//', 400],
    ['//evil.example/', 400],
    ['/\\evil.example', 400],
    ['/a\\b', 400],
    ['*', 400],
    ['http://evil.example/kino', 400],
    ['evil.example:443', 400],
    ['', 400],
    ['/a\tb', 400],
    ['/a b', 400],
    ['/a\x00b', 400],
    ['/a\x7fb', 400],
    ['/\u00e6', 400],
    ['/%', 400],
    ['/%zz', 400],
    ['/?q=%4', 400],
    ['/%E0%A4%A', 400],
    ['/%C0%AF', 400],
    ['/%00', 400],
    ['/kino%0d%0aSet-Cookie:%20x=1', 400],
    ['/.//evil.example/', 400],
    [`/${'a'.repeat(2048)}`, 414],
  ]
  for (const [target, status] of refused) {
    it(`refuses ${JSON.stringify(target.slice(0, 40))} with ${status}`, () => {
      const result = parseRequestTarget(target)
      assert.equal(result.ok, false)
      assert.equal(result.status, status)
      assert.ok(result.message)
    })
  }

  it('passes an ordinary path, resolving dot segments and keeping escapes', () => {
    const t = parseRequestTarget('/a/../kino/%2Fx/?q=%C3%B8l&tilbake=%2F')
    assert.equal(t.ok, true)
    assert.equal(t.path, '/kino/%2Fx/')
    assert.equal(t.decodedPath, '/kino//x/')
    assert.equal(t.query.get('q'), 'øl')
    assert.equal(t.query.get('tilbake'), '/')
  })
})

describe('an app from createApp', () => {
  const apps = []
  after(() => Promise.all(apps.map((a) => a.close())))

  const serve = async (routes) => {
    const app = createApp({ name: 'test', bodyLimit: 64 })
    routes(app)
    apps.push(app)
    await app.listen({ port: 0, host: '127.0.0.1' })
    return `http://127.0.0.1:${app.server.address().port}`
  }

  it('answers 500 without detail for an error thrown in a route, and keeps serving', async () => {
    const base = await serve((app) => {
      app.get('/sync', () => {
        throw new Error('thrown at once')
      })
      app.get('/async', async () => Promise.reject(new Error('thrown later')))
      app.get('/', async () => 'ok')
    })
    const logged = []
    const realError = console.error
    console.error = (...args) => logged.push(args.join(' '))
    try {
      for (const path of ['/sync', '/async']) {
        const res = await fetch(`${base}${path}`)
        assert.equal(res.status, 500)
        assert.deepEqual(await res.json(), { message: 'Noe gikk galt. Prøv igjen om litt.' })
      }
    } finally {
      console.error = realError
    }
    assert.equal(logged.length, 2)
    assert.equal(await (await fetch(`${base}/`)).text(), 'ok')
  })

  it("answers a route's own error with its status, message and headers", async () => {
    const base = await serve((app) =>
      app.get('/', () => {
        throw httpError(429, 'Vent litt.', { 'Retry-After': '30' })
      }),
    )
    const res = await fetch(base)
    assert.equal(res.status, 429)
    assert.equal(res.headers.get('retry-after'), '30')
    assert.deepEqual(await res.json(), { message: 'Vent litt.' })
  })

  it('refuses a malformed target before any route sees it', async () => {
    let reached = false
    const base = await serve((app) =>
      app.get('/*', async () => {
        reached = true
        return 'ok'
      }),
    )
    const res = await fetch(`${base}/%FF`)
    assert.equal(res.status, 400)
    assert.equal((await res.json()).message, 'Adressen er ikke gyldig UTF-8.')
    assert.equal(reached, false)
  })

  it('answers bodies it cannot read in Norwegian: the wrong type, too large, not JSON', async () => {
    const base = await serve((app) => app.post('/', async (request) => request.body))
    const post = (body, type) =>
      fetch(base, { method: 'POST', headers: { 'Content-Type': type }, body })
    const cases = [
      ['a=1', 'application/x-www-form-urlencoded', 415, /JSON/],
      [JSON.stringify({ text: 'x'.repeat(100) }), 'application/json', 413, /over 64 byte/],
      ['{"a": ', 'application/json', 400, /ikke gyldig JSON/],
    ]
    for (const [body, type, status, message] of cases) {
      const res = await post(body, type)
      assert.equal(res.status, status, type)
      assert.match((await res.json()).message, message)
    }
    assert.deepEqual(await (await post('', 'application/json')).json(), {})
  })
})
