// The request guard all three servers share: which targets reach a handler, and what
// happens when a handler fails.
import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { createGuardedServer, parseRequestTarget } from '../guarded-server.mjs'

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

describe('a guarded server', () => {
  const servers = []
  after(() => servers.forEach((s) => s.close()))

  const serve = async (handle) => {
    const server = createGuardedServer({
      name: 'test',
      handle,
      reply: (res, status, message) => res.writeHead(status).end(message),
    })
    servers.push(server)
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${server.address().port}`
  }

  it('answers 500 for an error thrown in a handler, and keeps serving', async () => {
    const base = await serve((req, res, { path }) => {
      if (path === '/sync') throw new Error('thrown at once')
      if (path === '/async') return Promise.reject(new Error('thrown later'))
      res.end('ok')
    })
    for (const path of ['/sync', '/async']) {
      const res = await fetch(`${base}${path}`)
      assert.equal(res.status, 500)
      assert.doesNotMatch(await res.text(), /thrown/) // no detail for the caller
    }
    assert.equal(await (await fetch(`${base}/`)).text(), 'ok')
  })

  it('cuts a response that fails after its headers were sent, and keeps serving', async () => {
    const base = await serve(async (req, res, { path }) => {
      if (path !== '/half') return res.end('ok')
      res.writeHead(200)
      res.write('half')
      throw new Error('failed mid-response')
    })
    await assert.rejects(async () => (await fetch(`${base}/half`)).text())
    assert.equal(await (await fetch(`${base}/`)).text(), 'ok')
  })
})
