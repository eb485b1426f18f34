// The demo members each partner starts with (documented in the README), with tickets and
// a watch list, so that min side has something to show on a fresh machine. The demo's
// tickets are for its member's next showings, on the programme clock: dated again each
// time the stand-in starts, so the README's walk-through holds on any day.
import { hashPasswordSync, newMember } from './members.mjs'

export const DEMO_MEMBERS = {
  118: { email: 'kari@example.no', password: 'Kinoklubb118', userName: 'Kari Nordmann' },
  178: { email: 'ola@example.no', password: 'Kinoklubb178', userName: 'Ola Nordmann' },
}

const DAY_MS = 86_400_000

// Tickets are kept in the partner's wire shape: the film's poster and the screen's name
// (the site shows them as the ticket's image and sal).
export const ticket = (partnerId, n, show, row, seats) => ({
  movieId: show.movieId,
  movieTitle: show.title,
  notes: n === 1 ? 'Husk å ta med legitimasjon.' : '',
  qrCode: demoTicketCode(partnerId, n),
  qrUrl: `https://billett.kinopartner.example/${partnerId}/ticket/${100000 + n}`,
  startTime: show.startTime,
  expirationDate: show.startTime,
  poster: show.poster,
  screen: show.screen,
  seatsInfo: {
    info: `${seats.length} ${seats.length === 1 ? 'plass' : 'plasser'}, rad ${row}`,
    entries: [{ row, seats }],
  },
})

const demoTicketCode = (partnerId, n) => `GJK-${partnerId}-${String(100000 + n)}`

/** The demo member's two tickets: the first film's next showing, and the second film's
 * first showing two days or more after it. None where the programme has no such showing. */
const demoTickets = (partnerId, catalogue, now) => {
  const [first, second] = catalogue.films
  const one = first && catalogue.showingsOf(first.id, now)[0]
  const two =
    second && catalogue.showingsOf(second.id, one ? Date.parse(one.startTime) + 2 * DAY_MS : now)[0]
  return [
    ...(one ? [ticket(partnerId, 1, one, '7', ['12', '13'])] : []),
    ...(two ? [ticket(partnerId, 2, two, '4', ['5'])] : []),
  ]
}

export const seedFor = (partnerId, catalogue, now) => {
  const demo = newMember(
    DEMO_MEMBERS[partnerId],
    hashPasswordSync(DEMO_MEMBERS[partnerId].password),
  )
  const second = catalogue.films[1]
  demo.tickets = demoTickets(partnerId, catalogue, now)
  demo.watchList = [
    {
      movieId: `m${second.ediNumber}`,
      title: second.title,
      poster: second.poster,
      ediNumber: second.ediNumber,
      link: `/${second.slug}`,
    },
  ]
  return { members: [demo], sessions: {} }
}

/** A store kept from an earlier day: the demo member's demo tickets move to their next
 * showings (those the member bought stay as they are). Says whether anything changed. */
export const redateDemoTickets = (data, partnerId, catalogue, now) => {
  const demo = data.members?.find((m) => m.email === DEMO_MEMBERS[partnerId].email)
  if (!demo) return false
  const codes = new Set([1, 2].map((n) => demoTicketCode(partnerId, n)))
  const fresh = demoTickets(partnerId, catalogue, now)
  const kept = (demo.tickets ?? []).filter((t) => !codes.has(t.qrCode))
  const before = JSON.stringify(demo.tickets)
  demo.tickets = [...fresh, ...kept]
  return JSON.stringify(demo.tickets) !== before
}
