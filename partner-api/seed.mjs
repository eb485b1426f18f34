// The demo members each partner starts with (documented in the README), with tickets and
// a watch list, so that min side has something to show on a fresh machine.
import { hashPasswordSync, newMember } from './members.mjs'

export const DEMO_MEMBERS = {
  118: { email: 'kari@example.no', password: 'Kinoklubb118', userName: 'Kari Nordmann' },
  178: { email: 'ola@example.no', password: 'Kinoklubb178', userName: 'Ola Nordmann' },
}

// Tickets are kept in the partner's wire shape: the film's poster and the screen's name
// (the site shows them as the ticket's image and sal).
export const ticket = (partnerId, n, film, startTime, screen, row, seats) => ({
  movieId: `m${film.ediNumber}`,
  movieTitle: film.title,
  notes: n === 1 ? 'Husk å ta med legitimasjon.' : '',
  qrCode: `GJK-${partnerId}-${String(100000 + n)}`,
  qrUrl: `https://billett.kinopartner.example/${partnerId}/ticket/${100000 + n}`,
  startTime,
  expirationDate: startTime,
  poster: film.poster,
  screen,
  seatsInfo: {
    info: `${seats.length} ${seats.length === 1 ? 'plass' : 'plasser'}, rad ${row}`,
    entries: [{ row, seats }],
  },
})

export const seedFor = (partnerId, films) => {
  const demo = newMember(
    DEMO_MEMBERS[partnerId],
    hashPasswordSync(DEMO_MEMBERS[partnerId].password),
  )
  const [first, second] = films
  demo.tickets = [
    ticket(partnerId, 1, first, '2026-11-27T18:00:00+01:00', 'Sal 1', '7', ['12', '13']),
    ticket(partnerId, 2, second, '2026-11-29T16:30:00+01:00', 'Sal 2', '4', ['5']),
  ]
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
