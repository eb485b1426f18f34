// The stand-in's fault switch: each fault a struggling partner shows, on the call it is
// set for and no other; the switch itself is off unless the server is made with it.
import assert from 'node:assert/strict'
import net from 'node:net'
import { after, before, describe, it } from 'node:test'
import { DEMO_MEMBERS } from '../seed.mjs'
import { createPartnerApi } from '../server.mjs'
import { faultCookieValue, parseFaults } from '../faults.mjs'
import { scratchDir } from '../../scripts/scratch-dir.mjs'

const SITE = 'http://localhost:8000'
const start = async (options) => {
  const server = createPartnerApi({
    dataDir: scratchDir('faults-'),
    allowedOrigin: SITE,
    ...options,
  })
  await server.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${server.server.address().port}`
  return {
    base,
    close: () => server.close(),
  }
}

let api
before(async () => {
  api = await start({ faultSwitch: true })
})
after(() => api.close())

const setFaults = (faults) =>
  fetch(`${api.base}/__faults`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(faults),
  })
const login = (faults) =>
  fetch(`${api.base}/partner/118/api/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: SITE,
      ...(faults && { Cookie: `partner-faults=${faults}` }),
    },
    body: JSON.stringify({ Email: DEMO_MEMBERS[118].email, Password: DEMO_MEMBERS[118].password }),
  })

describe('the fault switch', () => {
  it('answers a proxy error page with the status asked for, and CORS for the site', async () => {
    await setFaults({ login: { kind: 'status', status: 502, body: 'html' } })
    const res = await login()
    assert.equal(res.status, 502)
    assert.match(res.headers.get('content-type'), /text\/html/)
    assert.equal(res.headers.get('access-control-allow-origin'), SITE)
    assert.equal(await res.text(), '<html><body><h1>502 Bad Gateway</h1></body></html>')
  })

  it('sends Retry-After, exposed to the site, with a 503 in plain text', async () => {
    await setFaults({ login: { kind: 'status', status: 503, body: 'text', retryAfter: 30 } })
    const res = await login()
    assert.equal(res.status, 503)
    assert.equal(res.headers.get('retry-after'), '30')
    assert.match(res.headers.get('access-control-expose-headers'), /Retry-After/)
    assert.equal(await res.text(), 'Service Unavailable')
  })

  it('cuts the usual answer off in the middle', async () => {
    await setFaults({ login: { kind: 'truncated' } })
    const res = await login()
    assert.equal(res.status, 200)
    const text = await res.text()
    assert.match(text, /^\{"marsToken":/)
    assert.throws(() => JSON.parse(text))
  })

  it('wraps the usual answer in an object of another shape', async () => {
    await setFaults({ login: { kind: 'wrong-shape' } })
    const body = await (await login()).json()
    assert.equal(body.marsToken, undefined)
    assert.match(body.result.marsToken, /^[0-9a-f]{48}$/)
  })

  it('resets the connection', async () => {
    await setFaults({ login: { kind: 'reset' } })
    await assert.rejects(login(), /fetch failed/)
  })

  it('hangs until the caller gives up, and answers the next call after a delay', async () => {
    await setFaults({ login: { kind: 'hang' } })
    await assert.rejects(
      fetch(`${api.base}/partner/118/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(300),
      }),
      /TimeoutError|aborted/,
    )
    await setFaults({ login: { kind: 'delay', ms: 200 } })
    const started = Date.now()
    assert.equal((await login()).status, 200)
    assert.ok(Date.now() - started >= 200)
  })

  it('fails only every n-th call when asked, and only the call it is set for', async () => {
    await setFaults({ login: { kind: 'status', status: 503, body: 'text', every: 3 } })
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await login()).status)
    assert.deepEqual(statuses, [200, 200, 503, 200, 200, 503])
    const reviews = await fetch(`${api.base}/partner/118/api/reviews?ediNumber=1`)
    assert.equal(reviews.status, 200)
  })

  it('clears a call with null, and all of them with DELETE', async () => {
    await setFaults({ login: { kind: 'hang' }, tickets: { kind: 'reset' } })
    await setFaults({ login: null })
    assert.equal((await login()).status, 200)
    const cleared = await fetch(`${api.base}/__faults`, { method: 'DELETE' })
    assert.deepEqual(await cleared.json(), {})
  })

  it('refuses a fault it does not know, so that a test never tests nothing', async () => {
    const res = await setFaults({ login: { kind: 'explode' } })
    assert.equal(res.status, 400)
    assert.throws(() => parseFaults('login=status:99'), /status/)
  })

  it('reads faults from the environment form', () => {
    assert.deepEqual(parseFaults('login=status:503:text:30, tickets=delay:3000,watchlist=hang'), {
      login: { kind: 'status', status: 503, body: 'text', retryAfter: '30' },
      tickets: { kind: 'delay', ms: 3000 },
      watchlist: { kind: 'hang' },
    })
  })

  it('is off by default: no /__faults, and no fault', async () => {
    const plain = await start({})
    try {
      const res = await fetch(`${plain.base}/__faults`, { method: 'PUT', body: '{}' })
      assert.equal(res.status, 404)
    } finally {
      await plain.close()
    }
  })
})

describe('faults a request carries itself', () => {
  const own = (faults) => faultCookieValue(faults)

  it('meets its own faults and none set for all, beside callers that meet others', async () => {
    await setFaults({ login: { kind: 'status', status: 502, body: 'html' } })
    try {
      const [mine, theirs, everyone] = await Promise.all([
        login(own({ login: { kind: 'status', status: 503, body: 'text' } })),
        login(own({ tickets: { kind: 'hang' } })),
        login(),
      ])
      assert.equal(mine.status, 503)
      assert.equal(await mine.text(), 'Service Unavailable')
      assert.equal(theirs.status, 200, 'a fault on another call, and not the one set for all')
      assert.equal(everyone.status, 502)
    } finally {
      await fetch(`${api.base}/__faults`, { method: 'DELETE' })
    }
  })

  it('counts every n-th call for each set of faults apart', async () => {
    const a = own({ login: { kind: 'status', status: 503, body: 'text', every: 2 } })
    const b = own({ login: { kind: 'status', status: 504, body: 'text', every: 2 } })
    const statuses = []
    for (const faults of [a, b, a, b]) statuses.push((await login(faults)).status)
    assert.deepEqual(statuses, [200, 200, 503, 504])
  })

  it('refuses a cookie it cannot read, in Norwegian, and keeps answering', async () => {
    for (const bad of ['%7Bnot-json', own([]), own({ login: { kind: 'explode' } })]) {
      const res = await login(bad)
      assert.equal(res.status, 400)
      assert.match((await res.json()).message, /partner-faults|Ukjent feil/)
    }
    assert.equal((await login()).status, 200)
  })

  it('is ignored without the switch: a visitor cannot make the partner fail', async () => {
    const plain = await start({})
    try {
      const res = await fetch(`${plain.base}/partner/118/api/login`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: SITE,
          Cookie: `partner-faults=${own({ login: { kind: 'hang' } })}`,
        },
        body: JSON.stringify({
          Email: DEMO_MEMBERS[118].email,
          Password: DEMO_MEMBERS[118].password,
        }),
      })
      assert.equal(res.status, 200)
    } finally {
      await plain.close()
    }
  })
})

// A raw socket, to be sure a reset is a reset and not an answer.
describe('a reset connection', () => {
  it('ends without a byte of answer', async () => {
    await setFaults({ login: { kind: 'reset' } })
    const { port } = new URL(api.base)
    const received = await new Promise((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1', () =>
        socket.write(
          'POST /partner/118/api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
        ),
      )
      let data = ''
      socket.on('data', (chunk) => (data += chunk))
      socket.on('close', () => resolve(data))
      socket.on('error', () => {})
    })
    assert.equal(received, '')
  })
})
