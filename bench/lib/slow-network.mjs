// A phone's network between the browser and a server: a TCP proxy in which every chunk
// waits half the round trip each way, and the bytes of all connections share one link at
// the phone's rate (Lighthouse's mobile profile: 150 ms, 1.6 Mbit/s down, 750 kbit/s up).
// Not CDP's network emulation: that slows a page's own requests, not the ones its service
// worker makes, and a returning visitor's page is the worker's.
import net from 'node:net'

export const PHONE_NETWORK = { rttMs: 150, downKbps: 1600, upKbps: 750 }

/** One direction of the link: kbps is bits per millisecond. */
const link = (kbps, delayMs) => {
  let free = 0
  return (chunk, deliver) => {
    const now = performance.now()
    free = Math.max(now + delayMs, free) + (chunk.length * 8) / kbps
    setTimeout(deliver, free - now)
    return free
  }
}

/** Listens on a port of its own on localhost and passes every connection to target's
 * port, slowed. Resolves to { port, close }. */
export const slowProxy = async (targetPort, network = PHONE_NETWORK) => {
  const down = link(network.downKbps, network.rttMs / 2)
  const up = link(network.upKbps, network.rttMs / 2)
  const sockets = new Set()
  const pipe = (from, to, send) => {
    let last = 0
    from.on('data', (chunk) => {
      last = send(chunk, () => to.writable && to.write(chunk))
    })
    from.on('end', () => setTimeout(() => to.end(), Math.max(0, last - performance.now()) + 1))
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
