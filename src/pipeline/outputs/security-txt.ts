// /.well-known/security.txt (RFC 9116): where to report a security hole in the site, until
// when that holds, and in which languages. The contact and the expiry come from the build's
// configuration (SECURITY_CONTACT, SECURITY_EXPIRES; docs/operations.md); how a report is
// handled is in docs/security-reports.md.
import { hasControlCharacter } from '../../lib/safe-url'

export const SECURITY_TXT_PATH = '/.well-known/security.txt'

export class SecurityTxtError extends Error {}

const DAY = 24 * 60 * 60 * 1000

export type SecurityTxtOptions = {
  /** SECURITY_CONTACT: one or more mailto:, https: or tel: addresses, comma-separated. */
  contact: string
  /** SECURITY_EXPIRES: an ISO 8601 time; empty means 180 days after `now`. */
  expires: string
  siteUrl: string
  now: Date
}

const contactProblem = (value: string) => {
  if (hasControlCharacter(value) || /\s/.test(value)) return 'holds a space or a control character'
  if (!/^(mailto:[^@]+@[^@]+|tel:\+?[\d-]+|https:\/\/\S+)$/.test(value))
    return 'must be a mailto:, tel: or https: address'
  return null
}

export const securityTxt = ({ contact, expires, siteUrl, now }: SecurityTxtOptions): string => {
  const contacts = contact
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean)
  if (contacts.length === 0) throw new SecurityTxtError('SECURITY_CONTACT is empty.')
  for (const c of contacts) {
    const problem = contactProblem(c)
    if (problem) throw new SecurityTxtError(`SECURITY_CONTACT ${JSON.stringify(c)} ${problem}.`)
  }
  const until = expires.trim() ? new Date(expires.trim()) : new Date(now.getTime() + 180 * DAY)
  if (Number.isNaN(until.getTime()))
    throw new SecurityTxtError(`SECURITY_EXPIRES ${JSON.stringify(expires)} is not a time.`)
  if (until.getTime() <= now.getTime())
    throw new SecurityTxtError(
      `SECURITY_EXPIRES ${until.toISOString()} has passed: give security.txt a new expiry.`,
    )
  if (until.getTime() > now.getTime() + 366 * DAY)
    throw new SecurityTxtError(
      `SECURITY_EXPIRES ${until.toISOString()} is more than a year away (RFC 9116 asks for less).`,
    )
  return [
    ...contacts.map((c) => `Contact: ${c}`),
    `Expires: ${until.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    'Preferred-Languages: no, nb, en',
    `Canonical: ${siteUrl}${SECURITY_TXT_PATH}`,
    '',
  ].join('\n')
}
