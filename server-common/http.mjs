// Small HTTP helpers for the partner stand-in and the rebuild hook's publish page: JSON
// answers, bounded JSON and form bodies, cookies, and CORS for the site's origin only.
export class HttpError extends Error {
  constructor(status, message, headers = {}) {
    super(message)
    this.status = status
    this.headers = headers
  }
}

export const sendJson = (res, status, body, headers = {}) => {
  const text = body === undefined ? '' : JSON.stringify(body)
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  })
  res.end(text)
}

const hasBody = (req) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0

const mediaType = (req) =>
  String(req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase()

/** The body as text, at most maxBytes (413 past that); the rest is read and dropped, so
 * that the 413 can still be answered. */
const readText = (req, maxBytes) =>
  new Promise((resolve, reject) => {
    let size = 0
    let tooLarge = false
    const chunks = []
    req.on('data', (chunk) => {
      size += chunk.length
      if (size > maxBytes) tooLarge = true
      else chunks.push(chunk)
    })
    req.on('end', () =>
      tooLarge
        ? reject(new HttpError(413, `Forespørselen er for stor (over ${maxBytes} byte).`))
        : resolve(Buffer.concat(chunks).toString('utf8').trim()),
    )
    req.on('error', reject)
  })

// The member API reads only JSON bodies. A cross-site HTML form can send text/plain or form
// data without a CORS preflight, so refusing those closes login CSRF.
export const readJsonBody = async (req, maxBytes) => {
  if (!hasBody(req)) return {}
  if (mediaType(req) !== 'application/json') {
    req.resume()
    throw new HttpError(415, 'Forespørselen må sendes som JSON (application/json).')
  }
  const text = await readText(req, maxBytes)
  if (!text) return {}
  try {
    const value = JSON.parse(text)
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw new Error('not an object')
    return value
  } catch {
    throw new HttpError(400, 'Forespørselen er ikke gyldig JSON.')
  }
}

/** An HTML form's fields (application/x-www-form-urlencoded), for pages with forms. */
export const readFormBody = async (req, maxBytes) => {
  if (!hasBody(req)) return {}
  if (mediaType(req) !== 'application/x-www-form-urlencoded') {
    req.resume()
    throw new HttpError(415, 'Skjemaet må sendes som application/x-www-form-urlencoded.')
  }
  return Object.fromEntries(new URLSearchParams(await readText(req, maxBytes)))
}

const decodeOrKeep = (value) => {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** Cookie header -> object. Malformed pairs and escapes are kept as they came, never thrown. */
export const parseCookies = (header = '') => {
  const cookies = Object.create(null)
  for (const pair of String(header).split(';')) {
    const i = pair.indexOf('=')
    if (i <= 0) continue
    const name = pair.slice(0, i).trim()
    if (name && !(name in cookies)) cookies[name] = decodeOrKeep(pair.slice(i + 1).trim())
  }
  return cookies
}

export const cookie = (
  name,
  value,
  { httpOnly = false, maxAge, secure = false, sameSite = 'Lax', path = '/' } = {},
) =>
  [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${path}`,
    `SameSite=${sameSite}`,
    httpOnly && 'HttpOnly',
    secure && 'Secure',
    maxAge !== undefined && `Max-Age=${maxAge}`,
  ]
    .filter(Boolean)
    .join('; ')

/** CORS headers for the allowed origin only; other origins get none, so browsers refuse. */
/** allowedOrigin is one origin or several separated by commas (the site's, nothing else). */
export const corsHeaders = (origin, allowedOrigin) =>
  origin &&
  allowedOrigin
    .split(',')
    .map((o) => o.trim())
    .includes(origin)
    ? {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Headers': 'Content-Type, X-XSRF-TOKEN, X-Token, Authorization',
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        // The site reads Retry-After to honour it and to tell the member how long to wait.
        'Access-Control-Expose-Headers': 'Retry-After',
        Vary: 'Origin',
      }
    : {}

/** Checks that each field is present and a non-empty string. */
export const requireStrings = (body, fields) => {
  for (const field of fields) {
    if (!(field in body)) throw new HttpError(400, `Feltet ${field} mangler.`)
    if (typeof body[field] !== 'string' || !body[field].trim())
      throw new HttpError(400, `Feltet ${field} må være tekst.`)
  }
}

/** Text made safe for HTML content and quoted attribute values. */
export const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  )
