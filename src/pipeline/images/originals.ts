// The original bytes of an image: a file under static/ for a path on the site, or a
// download for a web address. Downloads have a time-out and a size cap, must be images,
// and are kept in the image cache; the next build asks the server whether its copy is
// still current (ETag, Last-Modified), and uses the copy if the server cannot be reached.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { readJson, writeAtomic } from './cache-files'

export type FetchLimits = { timeoutMs: number; maxBytes: number }
export type Original = { bytes: Buffer; digest: string; warning?: string }
export class ImageSourceError extends Error {}

const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex')
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`

const withDigest = (bytes: Buffer, warning?: string): Original => ({
  bytes,
  digest: sha256(bytes),
  ...(warning ? { warning } : {}),
})

const readLocal = (url: string, staticDir: string): Original => {
  const pathname = decodeURIComponent(new URL(url, 'https://site.invalid').pathname)
  const file = path.resolve(staticDir, `.${pathname}`)
  const rel = path.relative(staticDir, file)
  if (rel.startsWith('..') || path.isAbsolute(rel))
    throw new ImageSourceError(`${url} is outside the site's static files`)
  try {
    return withDigest(fs.readFileSync(file))
  } catch {
    throw new ImageSourceError(`the file ${path.join(path.basename(staticDir), rel)} is missing`)
  }
}

type Remembered = { url: string; etag?: string; lastModified?: string }

const readBody = async (res: Response, maxBytes: number) => {
  const declared = Number(res.headers.get('content-length'))
  if (declared > maxBytes)
    throw new ImageSourceError(`is ${kb(declared)}, over the ${kb(maxBytes)} limit`)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length
    if (size > maxBytes) throw new ImageSourceError(`is over the ${kb(maxBytes)} limit`)
    chunks.push(Buffer.from(chunk))
  }
  return Buffer.concat(chunks)
}

const download = async (url: string, known: Remembered | null, limits: FetchLimits) => {
  const headers: Record<string, string> = {}
  if (known?.etag) headers['If-None-Match'] = known.etag
  if (known?.lastModified) headers['If-Modified-Since'] = known.lastModified
  let res: Response
  try {
    res = await fetch(url, { headers, signal: AbortSignal.timeout(limits.timeoutMs) })
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError'
        ? `took over ${limits.timeoutMs} ms`
        : 'could not be reached'
    throw new ImageSourceError(`${url} ${reason}`)
  }
  if (res.status === 304 && known) return null
  if (!res.ok) throw new ImageSourceError(`${url} answered ${res.status}`)
  const type = res.headers.get('content-type') ?? ''
  if (!/^image\/(?!svg)/i.test(type))
    throw new ImageSourceError(`${url} is not a picture (${type || 'no content type'})`)
  try {
    return {
      bytes: await readBody(res, limits.maxBytes),
      etag: res.headers.get('etag') ?? undefined,
      lastModified: res.headers.get('last-modified') ?? undefined,
    }
  } catch (error) {
    if (error instanceof ImageSourceError) throw new ImageSourceError(`${url} ${error.message}`)
    throw new ImageSourceError(`${url} took over ${limits.timeoutMs} ms`)
  }
}

const readRemote = async (url: string, cacheDir: string, limits: FetchLimits) => {
  const dir = path.join(cacheDir, 'remote')
  fs.mkdirSync(dir, { recursive: true })
  const base = path.join(dir, sha256(url))
  const known = fs.existsSync(base) ? readJson<Remembered>(`${base}.json`) : null
  try {
    const fresh = await download(url, known, limits)
    if (!fresh) return withDigest(fs.readFileSync(base))
    writeAtomic(base, fresh.bytes)
    writeAtomic(
      `${base}.json`,
      JSON.stringify({ url, etag: fresh.etag, lastModified: fresh.lastModified }),
    )
    return withDigest(fresh.bytes)
  } catch (error) {
    if (!known) throw error
    return withDigest(
      fs.readFileSync(base),
      `${(error as Error).message}; the copy from an earlier build is used`,
    )
  }
}

export const readOriginal = async (
  url: string,
  { staticDir, cacheDir, limits }: { staticDir: string; cacheDir: string; limits: FetchLimits },
): Promise<Original> =>
  url.startsWith('/') ? readLocal(url, staticDir) : readRemote(url, cacheDir, limits)
