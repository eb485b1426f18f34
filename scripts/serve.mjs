// Serves the built site from public/ the way the production web server should: clean URLs
// (/kino -> kino/index.html), the redirects from serve.json, the not-found page with a 404
// status, and cache rules that never keep an old programme (HTML and page data revalidate;
// only content-hashed files are immutable).
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
}

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/

const cacheControl = (urlPath) =>
  /^\/static\/|-[0-9a-f]{20}\.(js|css)$/.test(urlPath)
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate'

const isFile = (p) => {
  try {
    return fs.statSync(p).isFile()
  } catch {
    return false
  }
}

// The security headers the build computed (public/security-headers.json): the same for
// every response, plus a Content-Security-Policy per page. Re-read when a new build lands.
const securityHeaders = (base) => {
  const file = path.join(base, 'security-headers.json')
  let cached = { mtime: -1, value: null }
  return (servedFile) => {
    let mtime
    try {
      mtime = fs.statSync(file).mtimeMs
    } catch {
      return {}
    }
    if (mtime !== cached.mtime) cached = { mtime, value: JSON.parse(fs.readFileSync(file, 'utf8')) }
    const { headers, defaultPolicy, pages } = cached.value
    const route =
      '/' +
      path
        .relative(base, servedFile)
        .split(path.sep)
        .join('/')
        .replace(/\/?index\.html$/, '')
    const policy = servedFile.endsWith('.html') ? (pages[route] ?? defaultPolicy) : defaultPolicy
    return { ...headers, 'Content-Security-Policy': policy }
  }
}

export const createSiteServer = ({ root = 'public' } = {}) => {
  const base = path.resolve(root)
  const security = securityHeaders(base)
  const readRedirects = () => {
    try {
      return JSON.parse(fs.readFileSync(path.join(base, 'serve.json'), 'utf8')).redirects ?? []
    } catch {
      return []
    }
  }
  const redirects = new Map(readRedirects().map((r) => [r.source, r]))

  // Text is sent compressed (brotli, else gzip), as any production server should; each
  // file is compressed once per build and kept.
  const compressed = new Map()
  const encode = (file, encoding) => {
    const { mtimeMs } = fs.statSync(file)
    const key = `${encoding} ${file}`
    const hit = compressed.get(key)
    if (hit?.mtimeMs === mtimeMs) return hit.body
    const raw = fs.readFileSync(file)
    const body =
      encoding === 'br'
        ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
        : zlib.gzipSync(raw, { level: 9 })
    compressed.set(key, { mtimeMs, body })
    return body
  }

  const send = (req, res, status, file) => {
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream'
    const accepts = String(req.headers['accept-encoding'] ?? '')
    const encoding = !COMPRESSIBLE.test(type)
      ? null
      : /\bbr\b/.test(accepts)
        ? 'br'
        : /\bgzip\b/.test(accepts)
          ? 'gzip'
          : null
    res.writeHead(status, {
      'Content-Type': type,
      'Cache-Control': cacheControl(file.slice(base.length).split(path.sep).join('/')),
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      ...security(file),
    })
    if (req.method === 'HEAD') return res.end()
    if (encoding) res.end(encode(file, encoding))
    else fs.createReadStream(file).pipe(res)
  }

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    let pathname
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      res.writeHead(400).end('Bad request')
      return
    }
    if (pathname.length > 1 && pathname.endsWith('/')) {
      res.writeHead(301, { Location: pathname.replace(/\/+$/, '') + url.search }).end()
      return
    }
    const redirect = redirects.get(pathname)
    if (redirect) {
      res.writeHead(redirect.type ?? 301, { Location: redirect.destination }).end()
      return
    }
    const target = path.join(base, pathname)
    if (!target.startsWith(base)) {
      res.writeHead(400).end('Bad request')
      return
    }
    const candidates = [target, path.join(target, 'index.html')]
    const file = candidates.find(isFile)
    if (file) return send(req, res, 200, file)
    send(req, res, 404, path.join(base, '404.html'))
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8000)
  const host = process.env.HOST ?? '127.0.0.1'
  if (!isFile(path.resolve('public/index.html'))) {
    console.error('public/index.html is missing. Build the site first: npm run build')
    process.exit(1)
  }
  createSiteServer().listen(port, host, () => {
    console.log(`Site running at http://localhost:${port}  (Ctrl+C to stop)`)
  })
}
