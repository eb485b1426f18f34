// The preview, served to editors only, under /publisering/forhandsvisning/. Registered
// inside the publish page's scope (editor-routes.mjs), so it has the editors' session:
// without one, a preview path answers exactly as any other path of the publish page does
// (the login form, 401), whether or not a draft or a preview exists.
// Each answer carries noindex and no-store; each page carries the bar «Forhåndsvisning –
// ikke publisert» with a link back to the publish page, and on a page of a record planned
// to come out or go down, when («Planlagt: publiseres 8. jan. 2027, 08:00.»). The preview's pages keep the CSP
// their build computed (security-headers.json), with connect-src and form-action narrowed
// to this host: the member area and the ticket checkout do not work in a preview, and say
// so through the site's own error messages.
import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { createElement as h, Fragment } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { osloDateTime } from '../../src/lib/oslo-time.mjs'
import { readBuildFile } from '../publishing/build-process.mjs'
import { PAGE, PREVIEW } from '../publish-page/publish-page.mjs'

const isFile = (file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false

/** The file a decoded path names inside base, or null if it would lead outside it. */
const inside = (base, decodedPath) => {
  const target = path.resolve(base, `.${decodedPath}`)
  const rel = path.relative(base, target)
  return rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel) ? null : target
}

const BAR_STYLE = `
#forhandsvisning{position:sticky;top:0;z-index:2147483647;display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:center;padding:.5rem 1rem;background:#7a1212;color:#fff;font:600 1rem/1.4 system-ui,sans-serif}
#forhandsvisning p{margin:0}
#forhandsvisning span{font-weight:400}
#forhandsvisning a{color:#fff;text-decoration:underline}
#forhandsvisning a:focus-visible{outline:3px solid #ffd166;outline-offset:2px}
`

/** What the bar says of a page that shows a planned record (preview-planned.json). */
const plannedText = ({ publishAt, unpublishAt } = {}) =>
  [
    publishAt && `publiseres ${osloDateTime(publishAt)}`,
    unpublishAt && `tas ned ${osloDateTime(unpublishAt)}`,
  ]
    .filter(Boolean)
    .join(' og ')

const previewBar = (planned) =>
  renderToStaticMarkup(
    h(
      Fragment,
      null,
      h('style', null, BAR_STYLE),
      h(
        'div',
        { id: 'forhandsvisning', role: 'region', 'aria-label': 'Forhåndsvisning' },
        h('p', null, 'Forhåndsvisning – ikke publisert'),
        plannedText(planned) && h('p', null, `Planlagt: ${plannedText(planned)}.`),
        h('span', null, 'Innlogging for medlemmer og billettkjøp virker ikke her.'),
        h('a', { href: PAGE }, 'Tilbake til publiseringssiden'),
      ),
    ),
  )

/** The page with the bar first in its body, outside the part React hydrates; planned: the
 * times of the planned record the page shows, if it shows one. */
export const withBar = (html, planned) =>
  html.replace(/<body\b[^>]*>/i, (body) => `${body}${previewBar(planned)}`)

/** The preview's pages that show a planned record, as its build wrote them. */
const plannedPages = (base) => readBuildFile(path.join(base, 'preview-planned.json')) ?? {}

/** The page's CSP from its build, with calls and forms kept on this host. */
const previewPolicy = (base, route) => {
  let file
  try {
    file = JSON.parse(fs.readFileSync(path.join(base, 'security-headers.json'), 'utf8'))
  } catch {
    return "default-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'"
  }
  return String(file.pages?.[route] ?? file.defaultPolicy)
    .replace(/connect-src [^;]*/, "connect-src 'self'")
    .replace(/form-action [^;]*/, "form-action 'self'")
}

const HEADERS = { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' }

/**
 * servedDir(): the preview's folder or null; editorOf(request): the editor or null;
 * refuse(reply): the publish page's answer to a visitor without a session;
 * missing(request, reply): the page saying there is no preview yet.
 */
export const previewRoutes = async (app, { servedDir, editorOf, refuse, missing }) => {
  await app.register(fastifyStatic, { root: path.resolve('/'), serve: false, cacheControl: false })

  const page = (reply, status, base, file, route) =>
    reply
      .code(status)
      .headers({ ...HEADERS, 'Content-Security-Policy': previewPolicy(base, route) })
      .type('text/html; charset=utf-8')
      .send(withBar(fs.readFileSync(file, 'utf8'), plannedPages(base)[route]))

  const serve = (request, reply) => {
    if (!editorOf(request)) return refuse(reply)
    const base = servedDir()
    if (!base) return missing(request, reply)
    const wanted = request.target.decodedPath.slice(PREVIEW.length).replace(/\/+$/, '')
    const target = inside(base, wanted || '/')
    const file = target && [target, path.join(target, 'index.html')].find(isFile)
    if (!file) return page(reply, 404, base, path.join(base, '404.html'), '/404.html')
    if (file.endsWith('.html')) return page(reply, 200, base, file, wanted || '/')
    reply.headers(HEADERS)
    return reply.sendFile(path.relative(base, file), base)
  }

  // The preview's pages run the site's scripts and styles, so the publish page's own
  // strict CSP is replaced by theirs (set above) on these routes.
  const options = {
    helmet: {
      contentSecurityPolicy: false,
      referrerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: false,
    },
  }
  app.get(PREVIEW, options, serve)
  app.get(`${PREVIEW}/*`, options, serve)
}

/**
 * A preview page's link, picture or data file that names a path of the site without the
 * prefix (editors' HTML, the site's own pictures, a fetch) is sent on into the preview;
 * any other unknown path is not found, as before. Registered at the hook's root.
 */
export const previewReferrals = async (app) => {
  app.get('/*', (request, reply) => {
    let from = null
    try {
      from = new URL(request.headers.referer ?? '')
    } catch {
      // no Referer, or not a URL
    }
    if (
      from?.host === request.headers.host &&
      (from.pathname === PREVIEW || from.pathname.startsWith(`${PREVIEW}/`))
    )
      return reply.redirect(`${PREVIEW}${request.url}`, 307)
    return reply.code(404).send({ message: 'Not found.' })
  })
}
