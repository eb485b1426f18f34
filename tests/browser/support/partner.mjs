// The partner as the tests play it: its faults for one page alone, a member logged in
// through its token, and min side's two lists (tickets, watch list) as the tests find them.
import { FAULT_COOKIE, faultCookieValue } from '../../../partner-api/faults.mjs'
import { PARTNER_API, PARTNER_SERVER } from './test-builds.mjs'
import { KARI } from './member.mjs'

/** The partner's faults for one page's browser context alone (partner-api/faults.mjs: the
 * partner-faults cookie): its requests meet them, and no other page's do. */
export const partnerFaults = (page) => ({
  set: (faults) =>
    page
      .context()
      .addCookies([
        { name: FAULT_COOKIE, value: faultCookieValue(faults), url: PARTNER_API.origin },
      ]),
  clear: () => page.context().clearCookies({ name: FAULT_COOKIE }),
})

/** A member logged in on the page through the partner's token (no form, no fault). */
export const asMember = async (page, member = KARI) => {
  const res = await fetch(new URL('/partner/118/api/login', PARTNER_SERVER), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Email: member.email, Password: member.password }),
  })
  const body = await res.json()
  const profile = { userName: body.UserName, email: body.UserInfo, token: body.marsToken }
  await page.addInitScript((p) => {
    if (!sessionStorage.getItem('profile-set')) {
      localStorage.setItem('cw-profile-new', JSON.stringify(p))
      sessionStorage.setItem('profile-set', '1')
    }
  }, profile)
  return profile
}

export const listCases = [
  {
    name: 'tickets',
    call: 'tickets',
    section: 'mine-billetter-tittel',
    lead: 'Kunne ikke hente billettene.',
    shown: (page) => page.getByRole('article', { name: /Billett: Fjellvettreglene/ }),
    copyKey: 'cw-tickets',
  },
  {
    name: 'watch list',
    call: 'watchlist',
    section: 'onskeliste-tittel',
    lead: 'Kunne ikke hente ønskelisten.',
    shown: (page) =>
      page
        .locator('section[aria-labelledby="onskeliste-tittel"]')
        .getByRole('link', { name: 'Nattskiftet', exact: true }),
    copyKey: 'cw-watchlist-copy',
  },
]
