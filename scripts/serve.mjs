// Serves the built site from public/ the way the production web server should: clean URLs
// (/kino -> kino/index.html), the redirects from serve.json, the not-found page with a 404
// status, and cache rules that never keep an old programme (HTML and page data revalidate;
// only content-hashed files are immutable). Malformed requests are refused before they
// reach the file system, and nothing outside the root is ever served. A Fastify app
// (server-common/fastify-app.mjs); files go out through @fastify/static (streaming, ETag
// and Last-Modified, ranges, its own root check), text as the build compressed it (below).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import { createApp } from '../server-common/fastify-app.mjs'
import cachePolicy from '../src/contract/cache-policy.js'
import reservedPaths from '../src/contract/reserved-paths.js'

const { BUILD_OWN_FILES } = reservedPaths
// The one table of how long each kind of file may be kept (src/contract/cache-policy.json).
const { cacheControlFor } = cachePolicy

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
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
}

// The news feed says what it is, so that a browser offers it to a feed reader.
const TYPE_BY_PATH = { '/rss.xml': 'application/rss+xml; charset=utf-8' }

// The build's own files: read from disk (by this server, the rebuild hook and the tests),
// never needed by a visitor, so never served, under any name; nor is anything whose name
// starts with a dot but /.well-known/ (as ops/nginx/kulturhus.conf).
const NOT_SERVED = new Set(BUILD_OWN_FILES.flatMap((file) => [file, `${file}.br`, `${file}.gz`]))
const hidden = (decodedPath) =>
  NOT_SERVED.has(decodedPath) || /\/\.(?!well-known\/)/.test(decodedPath)

const isFile = (p) => {
  try {
    return fs.statSync(p).isFile()
  } catch {
    return false
  }
}

const SECURITY_FILE = 'security-headers.json'
const NOT_FOUND_FILE = '404.html'

const readSecurityFile = (file) => {
  let value
  try {
    value = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(
      `${file} cannot be read (${error.message}). Is a build still writing it? Rebuild the site.`,
    )
  }
  if (!value?.headers || typeof value.defaultPolicy !== 'string' || !value.pages)
    throw new Error(`${file} is incomplete (a half-written build?). Rebuild the site.`)
  return value
}

/** Throws a message saying what to do when the root is not a finished build. */
export const checkSiteRoot = (root) => {
  const base = path.resolve(root)
  for (const needed of ['index.html', NOT_FOUND_FILE])
    if (!isFile(path.join(base, needed)))
      throw new Error(`${path.join(base, needed)} is missing. Build the site first: npm run build`)
  readSecurityFile(path.join(base, SECURITY_FILE))
}

// The security headers the build computed (public/security-headers.json): the same for
// every response, plus a Content-Security-Policy per page. Re-read when a new build lands;
// a file that cannot be read fails the request (500) rather than serve a page without CSP.
const securityHeaders = (base) => {
  const file = path.join(base, SECURITY_FILE)
  let cached = { stamp: null, value: null }
  return (servedFile) => {
    const { mtimeMs, size } = fs.statSync(file)
    const stamp = `${mtimeMs} ${size}`
    if (stamp !== cached.stamp) cached = { stamp, value: readSecurityFile(file) }
    const { headers, defaultPolicy, pages } = cached.value
    const route =
      '/' +
      path
        .relative(base, servedFile)
        .split(path.sep)
        .join('/')
        .replace(/\/?index\.html$/, '')
    // Scripts get none: a browser applies a script's policy only to a worker (sw.js).
    if (/\.m?js$/.test(servedFile)) return headers
    const policy = servedFile.endsWith('.html') ? (pages[route] ?? defaultPolicy) : FENCE_POLICY
    return { ...headers, 'Content-Security-Policy': policy }
  }
}

/** The file a decoded path names inside base, or null if it would lead outside it. */
const inside = (base, decodedPath) => {
  const target = path.resolve(base, `.${decodedPath}`)
  const rel = path.relative(base, target)
  return rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel) ? null : target
}

/** A Location on this site: exactly one leading slash, so a browser cannot read a host. */
const onSite = (location) => (/^\/(?![/\\])/.test(location) ? location : '/')

// What every answer that is not a page gets (src/pipeline/outputs/security-headers.ts,
// FENCE_POLICY; the nginx block of docs/operations.md sends the same).
const FENCE_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox"

const TEXT_HEADERS = {
  'Content-Type': 'text/plain; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': FENCE_POLICY,
}
const replyText = (reply, status, message) => reply.code(status).headers(TEXT_HEADERS).send(message)

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

  /** A file's type where the site knows it: by its path where that says more (the news
   * feed), else by its extension; other files (pictures) get @fastify/static's. */
  const typeOf = (file) =>
    TYPE_BY_PATH[file.slice(base.length).split(path.sep).join('/')] ?? TYPES[path.extname(file)]

  /** Every file's headers but its type and length: cache rules and the page's CSP. */
  const headersFor = (file) => ({
    'Cache-Control': cacheControlFor(file.slice(base.length).split(path.sep).join('/')),
    'X-Content-Type-Options': 'nosniff',
    ...security(file),
  })

  // Text goes out compressed as the build compressed it (.br and .gz beside each file,
  // src/pipeline/compress/), chosen by @fastify/static's preCompressed from the request's
  // Accept-Encoding, as nginx's gzip_static and brotli_static choose.
  const siteType = new WeakMap()
  const send = (request, reply, status, file) => {
    // First, so that a security file that cannot be read fails the request (500).
    reply.code(status).headers(headersFor(file))
    siteType.set(reply, typeOf(file))
    // A file removed mid-send (a deploy switching releases) ends this response only.
    return reply.sendFile(path.relative(base, file), base)
  }

  const notFound = (request, reply) => {
    // An unknown English address gets the English not-found page, as nginx gives it.
    const english = /^\/en(\/|$)/.test(request.url) && isFile(path.join(base, 'en', NOT_FOUND_FILE))
    const page = path.join(base, english ? 'en' : '', NOT_FOUND_FILE)
    if (isFile(page)) return send(request, reply, 404, page)
    console.error(`${page} is missing; answering 404 without it.`)
    return replyText(reply, 404, 'Fant ikke siden.')
  }

  const app = createApp({ name: 'site server', sendError: replyText })
  app.register(fastifyStatic, {
    root: base,
    serve: false,
    preCompressed: true,
    // The cache rules are the site's own (headersFor), as are the redirects and clean URLs.
    cacheControl: false,
  })
  // The type of the file asked for, not of its .br or .gz, set as the answer leaves:
  // @fastify/static types a compressed file by its name after any header set before.
  app.addHook('onSend', async (request, reply, payload) => {
    const type = siteType.get(reply)
    if (type) reply.header('Content-Type', type)
    return payload
  })
  app.all('*', (request, reply) => {
    const { path: rawPath, decodedPath, search } = request.target
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return replyText(reply.header('Allow', 'GET, HEAD'), 405, 'Metoden er ikke tillatt.')
    // Built from the raw path, so an encoded slash stays encoded: /%2Fevil.example/
    // goes to /%2Fevil.example on this site, never to //evil.example.
    if (rawPath.length > 1 && rawPath.endsWith('/'))
      return reply.redirect(onSite(rawPath.replace(/\/+$/, '') + search), 301)
    const redirect = redirects.get(decodedPath)
    if (redirect) return reply.redirect(redirect.destination, redirect.type ?? 301)
    const target = inside(base, decodedPath)
    if (!target) return replyText(reply, 400, 'Adressen må være en sti på dette nettstedet.')
    if (hidden(decodedPath)) return notFound(request, reply)
    const file = [target, path.join(target, 'index.html')].find(isFile)
    if (file) return send(request, reply, 200, file)
    return notFound(request, reply)
  })
  return app
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8000)
  const host = process.env.HOST ?? '127.0.0.1'
  const root = process.env.SITE_ROOT || 'public'
  try {
    checkSiteRoot(root)
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
  await createSiteServer({ root }).listen({ port, host })
  console.log(`Site running at http://localhost:${port}  (Ctrl+C to stop)`)
}
