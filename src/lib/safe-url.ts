// The URLs content records may hold, checked as a browser will read them. A browser drops
// tabs and newlines from a URL and reads a backslash as a slash, so "/\evil.example" and
// "/\t/evil.example" lead to another host; a record must therefore say plainly whether it
// means a path on this site or a web address, and carry no control characters.
import { z } from 'zod'

/** C0 and C1 control characters and DEL: a browser drops some and misreads others. */
export const hasControlCharacter = (value: string) =>
  [...value].some((c) => {
    const code = c.charCodeAt(0)
    return code < 0x20 || (code >= 0x7f && code <= 0x9f)
  })
const STAND_IN = 'https://site.invalid'
// What a host may look like once the URL parser has lower-cased and punycoded it.
const HOST = /^[a-z0-9.-]+$/

const characterProblem = (value: string): string | null => {
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

const contactProblem = (value: string): string | null =>
  /^(mailto|tel):[^\s]+$/.test(value) ? characterProblem(value) : 'is not a mailto: or tel: link'

type Check = (value: string) => string | null
type Rule = { expected: string; checks: Check[] }

/** Null when any check accepts the value; else what is wrong, judged by the value's shape:
 * a value starting with / is read as a path, anything else as an address. */
const problemOf = (value: string, { expected, checks }: Rule): string | null => {
  const problems = checks.map((check) => check(value))
  if (problems.includes(null)) return null
  const problem = value.startsWith('/')
    ? sitePathProblem(value)
    : (problems.find((_, i) => checks[i] !== sitePathProblem) ?? problems[0])
  return `${problem ?? 'is not allowed'} (expected ${expected})`
}

const schemaOf = (rule: Rule, { allowEmpty = false } = {}) =>
  z.string().superRefine((value, ctx) => {
    const message = allowEmpty && value === '' ? null : problemOf(value, rule)
    if (message) ctx.addIssue({ code: 'custom', message })
  })

const SITE_PATH: Rule = { expected: 'a path on this site', checks: [sitePathProblem] }
const WEB_URL: Rule = { expected: 'an http or https URL', checks: [webUrlProblem] }
const LINK: Rule = {
  expected: 'a path on this site or an http or https URL',
  checks: [sitePathProblem, webUrlProblem],
}
const CONTACT_LINK: Rule = {
  expected: 'a path on this site, an http or https URL, or a mailto: or tel: link',
  checks: [sitePathProblem, webUrlProblem, contactProblem],
}
const IMAGE: Rule = {
  expected: 'a path on this site or an http or https URL',
  checks: [sitePathProblem, webUrlProblem],
}

export const sitePath = schemaOf(SITE_PATH)
export const webUrl = schemaOf(WEB_URL)
export const linkTarget = schemaOf(LINK)
/** Footer links may also be mailto: and tel: (contact details). */
export const contactLinkTarget = schemaOf(CONTACT_LINK)
/** Images: a file on this site or a web address. The build downloads and processes every
 * image, so pages never load one from another host (and http is no mixed content). */
export const imageUrl = schemaOf(IMAGE)
/** An article's image and thumbnail may be left empty. */
export const imageUrlOrEmpty = schemaOf(IMAGE, { allowEmpty: true })

/** For block props, which have no typed schema yet: links and images found by name. */
export const linkProblem = (value: string) => problemOf(value, CONTACT_LINK)
export const imageProblem = (value: string) => problemOf(value, IMAGE)
