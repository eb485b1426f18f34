// The stand-in for the content APIs the build reads when CONTENT_SOURCE=remote, served
// from content/ (read afresh on every call, so an edit shows in the next build):
// - POST /identity/token: the token cache endpoint (client credentials -> bearer token);
// - GET /management/sites/{site}/blocks?stable=1 and .../articles?stable=1 (bearer);
// - GET /platform/sites and /platform/sites/{site}/events (basic auth);
// - GET /media/... : the uploaded pictures, public like a CMS's media host. The records it
//   serves name their raster images by absolute URLs here, as a CMS does (the site's own
//   SVG design files stay paths on the site), so a remote build downloads its pictures.
// Wrong or missing credentials get 401, as the real services would answer.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { HttpError, readJsonBody, sendJson } from '../server-common/http.mjs'

export const DEFAULT_CONTENT_CREDENTIALS = {
  clientId: 'kulturhus-build',
  clientSecret: 'local-client-secret',
  platformUser: 'kulturhus-build',
  platformPassword: 'local-platform-password',
}

const same = (a, b) => {
  const [x, y] = [a, b].map((s) =>
    crypto
      .createHash('sha256')
      .update(String(s ?? ''))
      .digest(),
  )
  return crypto.timingSafeEqual(x, y)
}

const readJson = (dir, file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
const readDir = (dir, sub) =>
  fs
    .readdirSync(path.join(dir, sub))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => readJson(dir, path.join(sub, f)))

const RASTER = /^\/images\/[^"'\s]+\.(jpe?g|png|webp)$/i
const TYPES = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
}

/** Records with their raster image paths turned into media URLs on this host. */
const withMediaUrls = (value, origin) => {
  if (typeof value === 'string') {
    if (RASTER.test(value)) return `${origin}/media${value}`
    return value.replace(/(<img\b[^>]*\ssrc=")(\/images\/[^"]+)"/gi, (m, before, src) =>
      RASTER.test(src) ? `${before}${origin}/media${src}"` : m,
    )
  }
  if (Array.isArray(value)) return value.map((v) => withMediaUrls(v, origin))
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withMediaUrls(v, origin)]))
  return value
}

export const createContentApi = ({
  contentDir,
  credentials = DEFAULT_CONTENT_CREDENTIALS,
  mediaDirs = [path.join(contentDir, '..', 'static')],
}) => {
  const tokens = new Set()
  const siteId = () => readJson(contentDir, 'site.json').id

  const bearer = (req) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
    if (!token || !tokens.has(token)) throw new HttpError(401, 'Ugyldig eller utløpt token.')
  }
  const basic = (req) => {
    const encoded = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? ''
    const [user, ...rest] = Buffer.from(encoded, 'base64').toString('utf8').split(':')
    if (
      !same(user, credentials.platformUser) ||
      !same(rest.join(':'), credentials.platformPassword)
    )
      throw new HttpError(401, 'Feil brukernavn eller passord.')
  }
  const knownSite = (id) => {
    if (decodeURIComponent(id) !== siteId()) throw new HttpError(404, 'Ukjent nettsted.')
  }
  const stable = (query) => {
    if (query.get('stable') !== '1') throw new HttpError(400, 'Parameteret stable=1 mangler.')
  }

  const routes = [
    [
      'POST',
      /^\/identity\/token$/,
      async (req) => {
        const body = await readJsonBody(req, 4096)
        if (
          body.grant_type !== 'client_credentials' ||
          !same(body.client_id, credentials.clientId) ||
          !same(body.client_secret, credentials.clientSecret)
        )
          throw new HttpError(401, 'Ugyldig klient.')
        const token = crypto.randomBytes(24).toString('hex')
        tokens.add(token)
        return { access_token: token, token_type: 'Bearer', expires_in: 3600 }
      },
    ],
    [
      'GET',
      /^\/management\/sites\/([^/]+)\/blocks$/,
      async (req, query, [id]) => {
        bearer(req)
        stable(query)
        knownSite(id)
        return {
          site: readJson(contentDir, 'site.json'),
          menus: readJson(contentDir, 'menus.json'),
          footer: readJson(contentDir, 'footer.json'),
          redirects: readJson(contentDir, 'redirects.json'),
          pages: readDir(contentDir, 'pages'),
        }
      },
    ],
    [
      'GET',
      /^\/management\/sites\/([^/]+)\/articles$/,
      async (req, query, [id]) => {
        bearer(req)
        stable(query)
        knownSite(id)
        return readDir(contentDir, 'articles')
      },
    ],
    [
      'GET',
      /^\/platform\/sites$/,
      async (req) => {
        basic(req)
        const site = readJson(contentDir, 'site.json')
        return [{ id: site.id, host: site.host, name: site.name }]
      },
    ],
    [
      'GET',
      /^\/platform\/sites\/([^/]+)\/events$/,
      async (req, _query, [id]) => {
        basic(req)
        knownSite(id)
        return {
          productions: readJson(contentDir, 'programme/productions.json'),
          events: readJson(contentDir, 'programme/events.json'),
        }
      },
    ],
  ]

  /** A picture under /media/, from the first media folder that has it; 304 if unchanged. */
  const media = (req, res, pathname) => {
    const relative = decodeURIComponent(pathname.slice('/media/'.length))
    const file = mediaDirs
      .map((dir) => path.resolve(dir, relative))
      .find((f, i) => {
        const rel = path.relative(mediaDirs[i], f)
        return (
          !rel.startsWith('..') &&
          !path.isAbsolute(rel) &&
          fs.statSync(f, { throwIfNoEntry: false })?.isFile()
        )
      })
    const type = file && TYPES[path.extname(file).toLowerCase()]
    if (!type) return sendJson(res, 404, { message: 'Fant ikke bildet.' })
    const bytes = fs.readFileSync(file)
    const etag = `"${crypto.createHash('sha1').update(bytes).digest('hex')}"`
    if (req.headers['if-none-match'] === etag) return res.writeHead(304, { ETag: etag }).end()
    res.writeHead(200, { 'Content-Type': type, 'Content-Length': bytes.length, ETag: etag })
    res.end(req.method === 'HEAD' ? undefined : bytes)
  }

  /** Answers the call if it is one of these routes; says whether it did. */
  const handle = async (req, res, url) => {
    if (url.pathname.startsWith('/media/') && (req.method === 'GET' || req.method === 'HEAD')) {
      media(req, res, url.pathname)
      return true
    }
    for (const [method, pattern, handler] of routes) {
      const match = pattern.exec(url.pathname)
      if (!match) continue
      try {
        if (req.method !== method) throw new HttpError(405, 'Metoden er ikke tillatt.')
        const origin = `http://${req.headers.host ?? 'localhost'}`
        sendJson(
          res,
          200,
          withMediaUrls(await handler(req, url.searchParams, match.slice(1)), origin),
        )
      } catch (error) {
        const status = error instanceof HttpError ? error.status : 500
        if (status === 500) console.error(error)
        sendJson(res, status, { message: status === 500 ? 'Intern feil.' : error.message })
      }
      return true
    }
    return false
  }

  /** Forgets every token issued, as a token expiry would (tests use it). */
  const expireTokens = () => tokens.clear()
  const issuedTokens = () => [...tokens]

  return { handle, expireTokens, issuedTokens }
}
