// The stand-in for the content APIs the build reads when CONTENT_SOURCE=remote, served
// from content/ (read afresh on every call, so an edit shows in the next build):
// - POST /identity/token: the token cache endpoint (client credentials -> bearer token);
// - GET /management/sites/{site}/blocks?stable=1 and .../articles?stable=1 (bearer): the
//   published records; without stable=1, the editors' drafts (content-drafts.mjs);
// - GET /platform/sites and /platform/sites/{site}/events (basic auth);
// - GET /media/... : the uploaded pictures, public like a CMS's media host. The records it
//   serves name their raster images by absolute URLs here, as a CMS does (the site's own
//   SVG design files stay paths on the site), so a remote build downloads its pictures.
// Wrong or missing credentials get 401, as the real services would answer.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { httpError } from '../server-common/fastify-app.mjs'
import { articlesWithDrafts, blocksWithDrafts, readDrafts } from './content-drafts.mjs'

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

/** The bearer tokens issued, as the token cache endpoint keeps them. */
export const createContentTokens = () => {
  const tokens = new Set()
  return {
    add: (token) => tokens.add(token),
    has: (token) => tokens.has(token),
    /** Forgets every token issued, as a token expiry would (tests use it). */
    expire: () => tokens.clear(),
    issued: () => [...tokens],
  }
}

/** The content APIs as a Fastify plugin. */
export const contentApiRoutes = async (
  app,
  {
    contentDir,
    credentials = DEFAULT_CONTENT_CREDENTIALS,
    mediaDirs = [path.join(contentDir, '..', 'static')],
    draftsDir = null,
    tokens,
  },
) => {
  const siteId = () => readJson(contentDir, 'site.json').id

  const bearer = (request) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    if (!token || !tokens.has(token)) throw httpError(401, 'Ugyldig eller utløpt token.')
  }
  const basic = (request) => {
    const encoded = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
    const [user, ...rest] = Buffer.from(encoded, 'base64').toString('utf8').split(':')
    if (
      !same(user, credentials.platformUser) ||
      !same(rest.join(':'), credentials.platformPassword)
    )
      throw httpError(401, 'Feil brukernavn eller passord.')
  }
  const knownSite = (id) => {
    if (id !== siteId()) throw httpError(404, 'Ukjent nettsted.')
  }
  // stable=1: what visitors may see; left out: the editors' drafts, as the CMS answers.
  const drafts = (query) => {
    if (query.stable === undefined) return readDrafts(draftsDir)
    if (query.stable !== '1') throw httpError(400, 'Parameteret stable må være 1 eller utelates.')
    return null
  }
  /** Records as the CMS sends them: raster pictures on its media host (this one). */
  const media = (request, records) =>
    withMediaUrls(records, `http://${request.headers.host ?? 'localhost'}`)

  app.post(
    '/identity/token',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            grant_type: { type: 'string' },
            client_id: { type: 'string' },
            client_secret: { type: 'string' },
          },
        },
      },
    },
    async (request) => {
      const body = request.body ?? {}
      if (
        body.grant_type !== 'client_credentials' ||
        !same(body.client_id, credentials.clientId) ||
        !same(body.client_secret, credentials.clientSecret)
      )
        throw httpError(401, 'Ugyldig klient.')
      const token = crypto.randomBytes(24).toString('hex')
      tokens.add(token)
      return { access_token: token, token_type: 'Bearer', expires_in: 3600 }
    },
  )

  app.get('/management/sites/:site/blocks', async (request) => {
    bearer(request)
    knownSite(request.params.site)
    const draft = drafts(request.query)
    const published = {
      site: readJson(contentDir, 'site.json'),
      menus: readJson(contentDir, 'menus.json'),
      footer: readJson(contentDir, 'footer.json'),
      redirects: readJson(contentDir, 'redirects.json'),
      pages: readDir(contentDir, 'pages'),
    }
    return media(request, draft ? blocksWithDrafts(published, draft) : published)
  })

  app.get('/management/sites/:site/articles', async (request) => {
    bearer(request)
    knownSite(request.params.site)
    const draft = drafts(request.query)
    const published = readDir(contentDir, 'articles')
    return media(request, draft ? articlesWithDrafts(published, draft) : published)
  })

  app.get('/platform/sites', async (request) => {
    basic(request)
    const site = readJson(contentDir, 'site.json')
    return [{ id: site.id, host: site.host, name: site.name }]
  })

  app.get('/platform/sites/:site/events', async (request) => {
    basic(request)
    knownSite(request.params.site)
    return media(request, {
      productions: readJson(contentDir, 'programme/productions.json'),
      events: readJson(contentDir, 'programme/events.json'),
      // A platform that sells at no price lists leaves them out.
      ...(fs.existsSync(path.join(contentDir, 'programme/prices.json')) && {
        prices: readJson(contentDir, 'programme/prices.json'),
      }),
    })
  })

  // The uploaded pictures, from the first media folder that has the file, with their ETag
  // (@fastify/static, registered here for this route only).
  app.register(async (scope) => {
    await scope.register(fastifyStatic, { root: mediaDirs, serve: false })
    scope.get('/media/*', (request, reply) => {
      const relative = request.target.decodedPath.slice('/media/'.length)
      const index = mediaDirs.findIndex((dir) => {
        const file = path.resolve(dir, relative)
        const rel = path.relative(dir, file)
        return (
          !rel.startsWith('..') &&
          !path.isAbsolute(rel) &&
          fs.statSync(file, { throwIfNoEntry: false })?.isFile()
        )
      })
      if (index < 0 || !TYPES[path.extname(relative).toLowerCase()])
        throw httpError(404, 'Fant ikke bildet.')
      return reply.sendFile(relative, mediaDirs[index])
    })
  })
}
