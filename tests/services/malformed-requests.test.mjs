// A few hundred malformed requests, written raw to a socket (a client library would clean
// them up first), to each of the three servers. Every malformed target gets a 4xx, no
// answer is a 5xx, and after each one the server still answers an ordinary request.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { createPartnerApi } from '../../partner-api/server.mjs'
import { createRebuildHook } from '../../rebuild-hook/server.mjs'
import { createSiteServer } from '../../scripts/serve.mjs'
import { scratchDir } from '../../scripts/scratch-dir.mjs'

const tmp = (name) => scratchDir(`${name}-`)

const siteRoot = () => {
  const root = tmp('malformed-site')
  fs.writeFileSync(path.join(root, 'index.html'), '<h1>Forsiden</h1>')
  fs.writeFileSync(path.join(root, '404.html'), '<h1>Fant ikke siden</h1>')
  fs.writeFileSync(
    path.join(root, 'security-headers.json'),
    JSON.stringify({ headers: {}, defaultPolicy: "default-src 'self'", pages: {} }),
  )
  return root
}

const SERVERS = {
  'static site server': { make: () => createSiteServer({ root: siteRoot() }), probe: '/' },
  'partner API stand-in': {
    make: () => createPartnerApi({ dataDir: tmp('malformed-partner') }),
    probe: '/partner/118/api/movieInfo?ediNumber=20261008',
  },
  'rebuild hook': {
    make: () =>
      createRebuildHook({
        secret: 'a-long-shared-secret-for-tests',
        projectDir: tmp('malformed-hook'),
        buildCommand: [process.execPath, '-e', ''],
      }),
    probe: '/status',
  },
}

// Targets no browser sends: each must be answered with a 4xx.
const MALFORMED_TARGETS = [
  '//',
  '///',
  '//evil.example',
  '//evil.example/kino/',
  '/\\',
  '/\\evil.example',
  '\\\\evil.example',
  '*',
  'http://evil.example/',
  'https://evil.example/kino',
  'evil.example:443',
  '/%',
  '/%%',
  '/%zz',
  '/%4',
  '/kino%',
  '/?q=%',
  '/%E0%A4%A',
  '/%C0%AF',
  '/%FF',
  '/%00',
  '/kino%00.html',
  '/%0d%0aSet-Cookie:%20a=1',
  '/%0a',
  '/%7f',
  '/.//evil.example/',
  '/./\\evil.example',
  `/${'a'.repeat(3000)}`,
  `/?q=${'b'.repeat(5000)}`,
  `/${'%2e%2e/'.repeat(400)}`,
]

// Raw bytes inside the target: the HTTP parser or the guard must refuse them.
const RAW_BYTES = [0, 1, 8, 9, 10, 11, 12, 13, 27, 31, 32, 127, 128, 160, 255]

/** Deterministic pseudo-random numbers, so a failure can be replayed. */
const random = (seed) => () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff
  return seed / 0x7fffffff
}

const requestLines = () => {
  const next = random(20261122)
  const pick = (list) => list[Math.floor(next() * list.length)]
  const lines = []
  for (const target of MALFORMED_TARGETS)
    for (const method of ['GET', 'POST', 'HEAD'])
      lines.push({ raw: Buffer.from(`${method} ${target} HTTP/1.1\r\n`, 'latin1'), strict: true })
  for (const byte of RAW_BYTES)
    lines.push({
      raw: Buffer.concat([
        Buffer.from('GET /ki'),
        Buffer.from([byte]),
        Buffer.from('no HTTP/1.1\r\n'),
      ]),
      strict: false,
    })
  // Random garbage: odd methods, versions and targets of random bytes.
  const methods = [
    'GET',
    'POST',
    'PUT',
    'DELETE',
    'OPTIONS',
    'TRACE',
    'CONNECT',
    'G\x00T',
    'X'.repeat(40),
    '',
  ]
  const versions = ['HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/9', 'HTTP/1.1 extra', '', 'http/1.1']
  for (let i = 0; i < 150; i++) {
    const length = Math.floor(next() * 60)
    const target = Buffer.from(
      Array.from({ length }, () =>
        next() < 0.7 ? 33 + Math.floor(next() * 94) : Math.floor(next() * 256),
      ),
    )
    lines.push({
      raw: Buffer.concat([
        Buffer.from(`${pick(methods)} `, 'latin1'),
        next() < 0.5 ? Buffer.concat([Buffer.from('/'), target]) : target,
        Buffer.from(` ${pick(versions)}\r\n`, 'latin1'),
      ]),
      strict: false,
    })
  }
  return lines
}

/** Writes raw bytes and resolves with the status line's code, or null if none came. */
const sendRaw = (port, raw) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    let answer = ''
    const done = () => {
      socket.destroy()
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(answer)
      resolve(status ? Number(status[1]) : null)
    }
    socket.setTimeout(2000, done)
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1')
      if (answer.includes('\r\n\r\n')) done()
    })
    socket.on('error', done)
    socket.on('close', done)
    socket.write(Buffer.concat([raw, Buffer.from('Host: localhost\r\nConnection: close\r\n\r\n')]))
  })

for (const [name, { make, probe }] of Object.entries(SERVERS)) {
  describe(`${name} under malformed requests`, () => {
    let server
    let port
    before(async () => {
      server = make()
      await server.listen({ port: 0, host: '127.0.0.1' })
      port = server.server.address().port
    })
    after(() => server.close())

    const stillAnswers = async (after) => {
      const res = await fetch(`http://127.0.0.1:${port}${probe}`)
      assert.ok(res.status < 500, `after ${after}: ${res.status}`)
      await res.arrayBuffer()
    }

    it('answers every malformed target with a 4xx and keeps answering', async () => {
      const lines = requestLines()
      assert.ok(lines.length >= 250, `${lines.length} requests`)
      for (const { raw, strict } of lines) {
        const shown = JSON.stringify(raw.toString('latin1').slice(0, 60))
        const status = await sendRaw(port, raw)
        if (strict) assert.ok(status >= 400 && status < 500, `${shown}: ${status}`)
        else assert.ok(status === null || status < 500, `${shown}: ${status}`)
        await stillAnswers(shown)
      }
    })

    it('answers a request line over the header limit with a 4xx', async () => {
      const status = await sendRaw(port, Buffer.from(`GET /${'a'.repeat(20_000)} HTTP/1.1\r\n`))
      assert.ok(status >= 400 && status < 500, String(status))
      await stillAnswers('a 20 KB request line')
    })
  })
}
