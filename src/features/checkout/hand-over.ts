// SPEC section 7: a member's «Kjøp billett» goes through the ticketing system's checkout
// profile auth, so that the checkout opens with their profile. It is a form post, not a
// link, so that the member's token travels in the body and never in a URL (histories,
// access logs, Referer). Anonymous visitors follow the ticket link itself.
import { PAGE_PATHS } from '../../contract/paths'
import { configuredPartner } from '../../client/configured-partner'

export const profileAuthUrl = () => `${configuredPartner().ticketingBase}/checkout/profile-auth`

/** Leaves the site for the checkout of this ticket URL, logged in as the member. */
export const checkOutAsMember = (ticketUrl: string, token: string, doc: Document = document) => {
  const form = doc.createElement('form')
  form.method = 'post'
  form.action = profileAuthUrl()
  form.hidden = true
  const fields = {
    token,
    ticketUrl,
    returnUrl: `${doc.location.origin}${PAGE_PATHS.purchaseReturn}`,
  }
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    form.append(input)
  }
  doc.body.append(form)
  form.submit()
}
