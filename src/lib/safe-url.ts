// The URLs content records may hold, as schemas for the build: a record must say plainly
// whether it means a path on this site or a web address, and carry no control characters.
// The checks themselves, as a browser reads a URL, are in url-problems.ts.
import { z } from 'zod'
import { characterProblem, sitePathProblem, webUrlProblem } from './url-problems'

export { hasControlCharacter, sitePathProblem, webUrlProblem } from './url-problems'

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
