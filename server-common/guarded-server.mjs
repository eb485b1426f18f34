// The one way this project's Node servers (the static site server, the partner API
// stand-in and the rebuild hook) take requests. A request target that no browser would
// send is answered with a 4xx before any handler sees it, and an error thrown inside a
// handler becomes a 500 for that request: no single request can end the process.
import http from 'node:http'

export const MAX_TARGET_LENGTH = 2048

// Anything but printable ASCII: control characters, space, DEL and raw non-ASCII bytes.
// Browsers percent-encode all of these before sending.
const UNPRINTABLE = /[^\x21-\x7e]/
const BAD_ESCAPE = /%(?![0-9A-Fa-f]{2})/
const hasControlCharacter = (text) =>
  [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)

const refuse = (status, message) => ({ ok: false, status, message })

/**
 * Reads an origin-form request target ("/path?query"). Returns the normalised path (still
 * percent-encoded), the decoded path and the query, or the status and message to refuse it
 * with: absolute-form, "*", "//" and "/\" targets, control characters, bad percent escapes,
 * invalid UTF-8 and over-long targets are refused.
 */
export const parseRequestTarget = (raw) => {
  if (typeof raw !== 'string' || raw.length === 0) return refuse(400, 'Adressen mangler.')
  if (raw.length > MAX_TARGET_LENGTH) return refuse(414, 'Adressen er for lang.')
  if (UNPRINTABLE.test(raw) || raw.includes('\\'))
    return refuse(400, 'Adressen inneholder tegn som en nettleser ikke sender.')
  if (!raw.startsWith('/') || raw.startsWith('//'))
    return refuse(400, 'Adressen må være en sti på dette nettstedet.')
  if (BAD_ESCAPE.test(raw)) return refuse(400, 'Adressen har en ugyldig prosentkoding.')
  let url
  try {
    url = new URL(raw, 'http://localhost')
  } catch {
    return refuse(400, 'Adressen kan ikke leses.')
  }
  // Dot segments are resolved by the parser, so "/.//x" arrives here as "//x".
  if (url.pathname.startsWith('//'))
    return refuse(400, 'Adressen må være en sti på dette nettstedet.')
  let decodedPath
  try {
    decodedPath = decodeURIComponent(url.pathname)
  } catch {
    return refuse(400, 'Adressen er ikke gyldig UTF-8.')
  }
  if (hasControlCharacter(decodedPath)) return refuse(400, 'Adressen inneholder kontrolltegn.')
  return {
    ok: true,
    path: url.pathname,
    decodedPath,
    search: url.search,
    query: url.searchParams,
  }
}

/**
 * An http.Server whose handler gets (req, res, target) for well-formed targets only.
 * `reply(res, status, message)` writes the server's own style of error (JSON or text).
 */
export const createGuardedServer = ({ name, handle, reply }) => {
  const fail = (res, status, message) => {
    if (res.headersSent) return res.destroy()
    try {
      reply(res, status, message)
    } catch {
      res.destroy()
    }
  }
  return http.createServer(async (req, res) => {
    const target = parseRequestTarget(req.url)
    if (!target.ok) {
      req.resume()
      return fail(res, target.status, target.message)
    }
    try {
      await handle(req, res, target)
    } catch (error) {
      console.error(`${name}: ${req.method} ${target.path} failed:`, error)
      fail(res, 500, 'Noe gikk galt. Prøv igjen om litt.')
    }
  })
}
