/** @jest-environment node */
import { buildSite } from '../../build-site'
import { buildShowingsIndex } from '../showings-index'
import { production, withProgramme } from '../../__tests__/fixture'

describe('buildShowingsIndex', () => {
  it("lists each shown production's showings soonest first, with its page and film number", () => {
    const raw = withProgramme()
    const [, ...others] = raw.productions.data as object[]
    raw.productions.data = [production('a', { ediNumber: '20261001' }), ...others]
    raw.events.data = [
      ...(raw.events.data as object[]),
      {
        id: 'e0',
        eventId: '0',
        productionId: 'a',
        startTime: '2026-11-21T16:00:00+01:00',
        location: { name: 'Sal 2' },
        ticketUrl: 'https://billett.example.no/0',
      },
    ]
    const { content, links } = buildSite(raw)
    const index = buildShowingsIndex(content, links)
    expect(index.productions).toEqual([
      {
        path: '/film-a-DXM00000001',
        ediNumber: '20261001',
        title: 'Film a',
        showings: [
          {
            id: 'e0',
            startTime: '2026-11-21T16:00:00+01:00',
            location: 'Sal 2',
            ticketUrl: 'https://billett.example.no/0',
          },
          {
            id: 'e1',
            startTime: '2026-11-21T18:00:00+01:00',
            location: 'Sal 1',
            ticketUrl: 'https://billett.example.no/1',
          },
        ],
      },
      {
        path: '/film-bb-DXM00000002',
        title: 'Film bb',
        showings: [
          {
            id: 'e2',
            startTime: '2026-11-21T20:00:00+01:00',
            location: 'Sal 1',
            ticketUrl: 'https://billett.example.no/2',
          },
        ],
      },
    ])
  })

  it('leaves out a production no page shows (here, culture without a culture page)', () => {
    const { content, links } = buildSite(withProgramme())
    expect(buildShowingsIndex(content, links).productions.map((p) => p.title)).not.toContain(
      'Film c',
    )
  })
})
