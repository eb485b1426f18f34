/** @jest-environment node */
import { reachableTicketUrl } from '../ticket-urls'

const BASE = 'http://localhost:8118/ticketing/118'

describe('ticket links on a host that cannot exist', () => {
  it('are sold by the configured ticketing system, for the same event', () => {
    expect(reachableTicketUrl('https://billett.kinopartner.example/118/event/7000015', BASE)).toBe(
      `${BASE}/event/7000015`,
    )
    expect(reachableTicketUrl('https://tickets.demo.test/e/event/42', BASE)).toBe(
      `${BASE}/event/42`,
    )
  })

  it('are left as they are on a real host, or where no event is named', () => {
    for (const url of [
      'https://billett.kinopartner.no/118/event/7000015',
      'https://billett.kinopartner.example/118/kalender',
      'not a url',
    ])
      expect(reachableTicketUrl(url, BASE)).toBe(url)
  })
})
