// The demo programme's ticket links point at billett.kinopartner.example, a name reserved
// for examples (RFC 2606) that no browser can reach: «Kjøp billett» ended on the browser's
// error page. A ticket link on such a host is served by the partner's ticketing system
// the build is configured with instead (GATSBY_TICKETING_BASE_<partner>; locally the
// stand-in's checkout), keeping the event it names. A real host is left as it is.
import type { ProgrammeEvent } from '../../contract/records/programme'

const RESERVED = /(^|\.)(example|invalid|test)$/i

/** `${ticketingBase}/event/<id>` for a ticket link on a reserved host, or the link itself. */
export const reachableTicketUrl = (ticketUrl: string, ticketingBase: string) => {
  let url: URL
  try {
    url = new URL(ticketUrl)
  } catch {
    return ticketUrl
  }
  const event = /\/event\/([A-Za-z0-9._-]+)$/.exec(url.pathname)?.[1]
  if (!RESERVED.test(url.hostname) || !event) return ticketUrl
  return `${ticketingBase}/event/${event}`
}

export const withReachableTicketUrls = (
  events: ProgrammeEvent[],
  ticketingBase: string,
): ProgrammeEvent[] =>
  events.map((e) => {
    const ticketUrl = reachableTicketUrl(e.ticketUrl, ticketingBase)
    return ticketUrl === e.ticketUrl ? e : { ...e, ticketUrl }
  })
