/** @jest-environment node */
// Downloading pictures named by web addresses, against a real HTTP server: the time-out,
// the size cap, the content type, and the cache between builds.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { readOriginal } from '../originals'
import { scratchDir } from '../../../testing/scratch-dir'

const PICTURE = Buffer.from('\xff\xd8\xff\xe0 a jpeg, as far as this test cares', 'latin1')
let served: { status?: number; type?: string; body?: Buffer; delayMs?: number; length?: number }
let requests: http.IncomingHttpHeaders[] = []
let server: http.Server
let base = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push(req.headers)
    const { status = 200, type = 'image/jpeg', body = PICTURE, delayMs = 0, length } = served
    if (req.headers['if-none-match'] === '"v1"' && status === 200) return res.writeHead(304).end()
    // eslint-disable-next-line no-restricted-globals -- a slow server, when the test asks for one
    setTimeout(() => {
      res.writeHead(status, {
        'Content-Type': type,
        ETag: '"v1"',
        ...(length ? { 'Content-Length': length } : {}),
      })
      res.end(body)
    }, delayMs)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => {
  served = {}
  requests = []
})

const cacheDir = () => scratchDir('originals-')
const read = (url: string, dir = cacheDir(), limits = { timeoutMs: 500, maxBytes: 1000 }) =>
  readOriginal(url, { staticDir: '/nonexistent', cacheDir: dir, limits })

describe('pictures from another host', () => {
  it('are downloaded, and asked for again with the ETag the next time', async () => {
    const dir = cacheDir()
    const first = await read(`${base}/a.jpg`, dir)
    expect(first.bytes.equals(PICTURE)).toBe(true)
    expect(first.digest).toMatch(/^[0-9a-f]{64}$/)
    const second = await read(`${base}/a.jpg`, dir)
    expect(requests[1]!['if-none-match']).toBe('"v1"')
    expect(second).toEqual(first)
  })

  it('are refused when the answer is not a picture, or an SVG', async () => {
    served = { type: 'text/html', body: Buffer.from('<h1>Logg inn</h1>') }
    await expect(read(`${base}/side`)).rejects.toThrow(/is not a picture \(text\/html\)/)
    served = { type: 'image/svg+xml', body: Buffer.from('<svg/>') }
    await expect(read(`${base}/tegning.svg`)).rejects.toThrow(/is not a picture/)
  })

  it('are refused over the size cap, whether the server says so or not', async () => {
    served = { body: Buffer.alloc(5000), length: 5000 }
    await expect(read(`${base}/stor.jpg`)).rejects.toThrow(/is 5 KB, over the 1 KB limit/)
    served = { body: Buffer.alloc(5000) }
    await expect(read(`${base}/stor2.jpg`)).rejects.toThrow(/over the 1 KB limit/)
  })

  it('are given up after the time-out', async () => {
    served = { delayMs: 1500 }
    await expect(read(`${base}/treg.jpg`)).rejects.toThrow(/took over 500 ms/)
  })

  it('are refused on an error status, naming it', async () => {
    served = { status: 404 }
    await expect(read(`${base}/borte.jpg`)).rejects.toThrow(/borte\.jpg answered 404/)
  })

  it('come from the cache, with a warning, when the host cannot be reached', async () => {
    const dir = cacheDir()
    await read(`${base}/a.jpg`, dir)
    served = { status: 503 }
    const kept = await read(`${base}/a.jpg`, dir)
    expect(kept.bytes.equals(PICTURE)).toBe(true)
    expect(kept.warning).toMatch(/answered 503; the copy from an earlier build is used/)
    await expect(read('http://127.0.0.1:1/nowhere.jpg', dir)).rejects.toThrow(
      /could not be reached/,
    )
  })
})
