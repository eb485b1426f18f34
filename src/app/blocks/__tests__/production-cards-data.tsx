// The productions and showings of the production-card tests: an exhibition still running,
// a talk that was on 25 November, and a market whose showings are not out yet.
import type { EventSummary, ProductionCard } from '../../../contract'
import { eventLine, productionCard } from '../../../testing/block-data'
import { CultureProgramme } from '../CultureProgramme'

export const exhibition = productionCard({ id: 'lys', title: 'Lys over Mjøsa', object: 'culture' })
const talk = productionCard({ id: 'bok', title: 'Bokkveld', object: 'culture' })
const coming = productionCard({ id: 'jul', title: 'Julemarked', object: 'culture' })

/** A production's next showing as the build carries it: with the showings after it. */
export const showing = (
  id: string,
  startTime: string,
  production: ProductionCard = exhibition,
  laterStarts: string[] = [],
): EventSummary =>
  ({
    ...eventLine({ id, startTime }),
    productionId: production.id,
    production,
    laterShowings: laterStarts.map((start, i) => ({
      eventId: `${id}-${i + 1}`,
      startTime: start,
      ticketUrl: `https://billett.example.no/event/${id}-${i + 1}`,
      location: { name: 'Galleriet' },
    })),
  }) as EventSummary

export const events = [
  showing('l1', '2026-11-23T11:00:00+01:00', exhibition, [
    '2026-11-28T12:00:00+01:00',
    '2026-12-05T12:00:00+01:00',
  ]),
  showing('b1', '2026-11-25T18:00:00+01:00', talk),
]

export const block = (
  <CultureProgramme
    props={{ heading: 'Alle arrangementer' }}
    data={{ productions: [exhibition, talk, coming], events }}
  />
)
