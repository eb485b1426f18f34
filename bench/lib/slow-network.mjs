// A phone's network between the browser and a server: a TCP proxy in which every chunk
// waits half the round trip each way, and the bytes of all connections share one link at
// the phone's rate (Lighthouse's mobile profile: 150 ms, 1.6 Mbit/s down, 750 kbit/s up).
// Not CDP's network emulation: that slows a page's own requests, not the ones its service
// worker makes, and a returning visitor's page is the worker's.
import net from 'node:net'

export const PHONE_NETWORK = { rttMs: 150, downKbps: 1600, upKbps: 750 }

/** One direction of the link: kbps is bits per millisecond. Gives the time a chunk sent
 * now arrives. */
const link = (kbps, delayMs) => {
  let free = 0
  return (chunk) => {
    free = Math.max(performance.now() + delayMs, free) + (chunk.length * 8) / kbps
    return free
  }
}

const until = (time) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, time - performance.now())))

/** Listens on a port of its own on localhost and passes every connection to target's
 * port, slowed. Resolves to { port, close }. */
export const slowProxy = async (targetPort, network = PHONE_NETWORK) => {
  const down = link(network.downKbps, network.rttMs / 2)
  const up = link(network.upKbps, network.rttMs / 2)
  const sockets = new Set()
  // Each connection's chunks are passed on one after another: a timer per chunk could fire
  // out of order (Node's timers count whole milliseconds from the loop's clock), which
  // broke TLS records mid-stream (ERR_SSL_PROTOCOL_ERROR, a worker's install that hung).
  const pipe = (from, to, send) => {
    let passed = Promise.resolve()
    const inTurn = (arrives, then) => {
      passed = passed.then(() => until(arrives)).then(then)
    }
    from.on('data', (chunk) => inTurn(send(chunk), () => to.writable && to.write(chunk)))
    from.on('end', () => inTurn(0, () => to.end()))
    from.on('error', () => to.destroy())
    from.on('close', () => sockets.delete(from))
    sockets.add(from)
  }
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1')
    pipe(client, upstream, up)
    pipe(upstream, client, down)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: server.address().port,
    close: () =>
      new Promise((resolve) => {
        sockets.forEach((s) => s.destroy())
        server.close(resolve)
      }),
  }
}
