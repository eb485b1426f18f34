// Which request targets this project's servers accept: what a browser sends, and nothing
// else. No Fastify plugin does this. Fastify's router decodes a path for matching and
// refuses a few bad escapes, but passes absolute-form targets, "//host" paths, raw
// control bytes and over-long or non-UTF-8 targets on to the handlers; each of them has
// led a server somewhere it should not go (an open redirect, a file outside the root). So
// every server runs this first (fastify-app.mjs) and answers a 4xx in Norwegian.

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
