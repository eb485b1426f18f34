// Serves the built site from public/ the way the production web server should: clean URLs
// (/kino -> kino/index.html), the redirects from serve.json, the not-found page with a 404
// status, and cache rules that never keep an old programme (HTML and page data revalidate;
// only content-hashed files are immutable).
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

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

export const createSiteServer = ({ root = 'public' } = {}) => {
  const base = path.resolve(root)
  const readRedirects = () => {
    try {
      return JSON.parse(fs.readFileSync(path.join(base, 'serve.json'), 'utf8')).redirects ?? []
    } catch {
      return []
    }
  }
  const redirects = new Map(readRedirects().map((r) => [r.source, r]))

  const send = (res, status, file, method) => {
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream'
    res.writeHead(status, {
      'Content-Type': type,
      'Cache-Control': cacheControl(file.slice(base.length).split(path.sep).join('/')),
      'X-Content-Type-Options': 'nosniff',
    })
    if (method === 'HEAD') return res.end()
    fs.createReadStream(file).pipe(res)
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
    if (file) return send(res, 200, file, req.method)
    send(res, 404, path.join(base, '404.html'), req.method)
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
