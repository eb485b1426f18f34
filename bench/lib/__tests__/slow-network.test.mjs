// The phone's network of the repeat-visit benchmark: every byte arrives, in order, however
// the sender cuts it up, and no sooner than the link's rate allows.
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import net from 'node:net'
import { test } from 'node:test'
import { slowProxy } from '../slow-network.mjs'

/** A server that keeps what each connection sends, until the connection ends. */
const collector = async () => {
  let done
  const received = new Promise((resolve) => (done = resolve))
  const server = net.createServer((socket) => {
    const chunks = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('end', () => done(Buffer.concat(chunks)))
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { port: server.address().port, received, close: () => server.close() }
}

test('the slowed link passes every byte in the order sent, at its rate', async () => {
  const target = await collector()
  // A fast link, so that the test is short; its chunks are smaller than a millisecond of it.
  const network = { rttMs: 20, downKbps: 8000, upKbps: 8000 }
  const proxy = await slowProxy(target.port, network)
  const sent = crypto.randomBytes(200_000)
  const started = performance.now()
  const client = net.connect(proxy.port, '127.0.0.1')
  await new Promise((resolve) => client.once('connect', resolve))
  // Pieces of 1 to 600 bytes, each written in its own turn of the event loop, as a TLS
  // stream's records come.
  for (let at = 0; at < sent.length;) {
    const size = 1 + crypto.randomInt(600)
    client.write(sent.subarray(at, at + size))
    at += size
    await new Promise((resolve) => setImmediate(resolve))
  }
  client.end()
  const received = await target.received
  const ms = performance.now() - started
  await proxy.close()
  target.close()
  assert.equal(received.length, sent.length)
  assert.ok(received.equals(sent), 'the bytes arrived out of order')
  // 200 KB at 8 Mbit/s takes 200 ms at the least.
  assert.ok(ms >= (sent.length * 8) / network.upKbps, `all of it arrived in ${ms} ms`)
})
