// The URL checks, as a browser will read a URL: a browser drops tabs and newlines from it
// and reads a backslash as a slash, so "/\evil.example" and "/\t/evil.example" lead to
// another host. Without zod, so that run-time code can check a URL it was handed.

/** C0 and C1 control characters and DEL: a browser drops some and misreads others. */
export const hasControlCharacter = (value: string) =>
  [...value].some((c) => {
    const code = c.charCodeAt(0)
    return code < 0x20 || (code >= 0x7f && code <= 0x9f)
  })

const STAND_IN = 'https://site.invalid'
// What a host may look like once the URL parser has lower-cased and punycoded it.
const HOST = /^[a-z0-9.-]+$/

export const characterProblem = (value: string): string | null => {
  if (hasControlCharacter(value)) return 'must not contain control characters (tabs, line breaks)'
  if (/\s/.test(value)) return 'must not contain spaces (write them as %20)'
  if (value.includes('\\')) return 'must not contain a backslash'
  return null
}

/** Why the value is not a path on this site, or null if it is one. */
export const sitePathProblem = (value: string): string | null => {
  if (!value.startsWith('/')) return 'must be a path on this site, starting with /'
  if (/^\/[/\\]/.test(value)) return 'must be a path on this site: "//" names another host'
  const characters = characterProblem(value)
  if (characters) return characters
  return new URL(value, STAND_IN).origin === STAND_IN ? null : 'must stay on this site'
}

/** Why the value is not an http(s) address, or null if it is one. */
export const webUrlProblem = (value: string, schemes = ['https:', 'http:']): string | null => {
  const characters = characterProblem(value)
  if (characters) return characters
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'is not a valid URL'
  }
  if (!schemes.includes(url.protocol)) return `must be an ${schemes.join(' or ')} URL`
  if (!url.hostname || !HOST.test(url.hostname)) return 'must name a host'
  if (url.username || url.password) return 'must not contain a user name or password'
  return null
}
