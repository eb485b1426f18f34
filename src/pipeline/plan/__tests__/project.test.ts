/** @jest-environment node */
import { BLOCKS } from '../../../contract/blocks'
import { PROJECT } from '../project'
import { NO_LINKS } from '../record-links'
import type { Production, ProgrammeEvent } from '../../../contract/records/programme'
import { production } from '../../__tests__/fixture'

const p = (id: string) =>
  ({
    ...production(id),
    contents: [{ summary: `S ${id}`, body: 'Lang tekst' }],
    assets: [
      { type: 'image', role: 'cover', url: `/bilder/${id}-bred.jpg`, alt: 'Bilde' },
      { type: 'image', role: 'poster', url: `/bilder/${id}-plakat.jpg`, alt: 'Plakat' },
    ],
    genres: [],
    lengthMinutes: 100,
  }) as Production
const e = (id: string, prod: Production): ProgrammeEvent => ({
  id,
  eventId: id,
  productionId: prod.id,
  startTime: '2026-11-23T18:00:00+01:00',
  location: { name: 'Sal 1' },
  ticketUrl: 'https://billett.example.no/x',
  advertisementFlags: [],
  production: prod,
})
const a = p('a')
const b = p('b')
const events = [e('1', a), e('2', b), e('3', a)]

describe('the projections of the block contract', () => {
  it('gives schedule lines only what a link, the facts line and the poster need of the production', () => {
    const [line] = PROJECT.eventLines(events, {}, NO_LINKS)!
    if (!line) throw new Error('no line')
    expect(Object.keys(line.production).sort()).toEqual([
      'ageLimit',
      'id',
      'lengthMinutes',
      'object',
      'path',
      'poster',
      'title',
    ])
    // The poster by its role, not the first picture.
    expect(line.production.poster).toEqual({ url: '/bilder/a-plakat.jpg', alt: 'Plakat' })
  })

  it("labels each schedule line and gives its estimated end, so the page's code need not", () => {
    const showing = {
      ...e('1', a),
      language: 'en' as const,
      subtitles: 'no' as const,
      accessibility: ['teleslynge' as const],
      runMinutes: 100,
    }
    const [line] = PROJECT.eventLines([showing], {}, NO_LINKS)!
    expect(line?.labels).toEqual([
      { text: 'Engelsk tale', explainer: 'tale-og-tekst' },
      { text: 'Norsk tekst', explainer: 'tale-og-tekst' },
      { text: 'Teleslynge', explainer: 'teleslynge' },
    ])
    expect(line?.endsAt).toBe('2026-11-23T18:40:00.000Z')
    const [unknownLength] = PROJECT.eventLines([e('2', a)], {}, NO_LINKS)!
    expect(unknownLength).not.toHaveProperty('endsAt')
    expect(unknownLength?.labels).toEqual([])
  })

  it('gives card blocks each production once, with its next showing and a card', () => {
    const cards = PROJECT.nextShowings(events, {}, NO_LINKS)! as any[]
    expect(cards.map((c) => c.id)).toEqual(['1', '2'])
    expect(cards[0].production).toMatchObject({ title: 'Film a', summary: 'S a' })
    expect(cards[0].production.contents).toBeUndefined()
  })

  it('gives each card the starts after its next showing, eight in all, for a page built the night before', () => {
    // Four showings a day for three days, listed out of order.
    const starts = Array.from({ length: 12 }, (_, i) =>
      new Date(
        Date.parse('2026-11-23T12:00:00+01:00') +
          (i % 3) * 86_400_000 +
          Math.floor(i / 3) * 3 * 3_600_000,
      ).toISOString(),
    )
    const busy = starts.map((startTime, i) => ({ ...e(`x${i}`, a), startTime }))
    const [card, other] = PROJECT.nextShowings([...busy, e('b1', b)], {}, NO_LINKS)!
    const inOrder = [...starts].sort()
    expect(card?.startTime).toBe(inOrder[0])
    expect(card?.laterShowings.map((s) => s.startTime)).toEqual(inOrder.slice(1, 8))
    // Each is bookable from the card: its own event and ticket link.
    expect(card?.laterShowings[0]).toEqual({
      eventId: busy.find((s) => s.startTime === inOrder[1])!.eventId,
      startTime: inOrder[1],
      ticketUrl: busy.find((s) => s.startTime === inOrder[1])!.ticketUrl,
      location: { name: busy[0]!.location.name },
    })
    expect(other).toMatchObject({ id: 'b1', laterShowings: [] })
  })

  it('keeps a single production whole, with its full description', () => {
    expect(PROJECT.production(a, {}, NO_LINKS)).toEqual({ ...a, path: undefined })
  })
})

describe('the schedule window', () => {
  const day = (d: number, id: string) => ({
    ...e(id, a),
    startTime: new Date(Date.parse('2026-11-22T18:00:00+01:00') + d * 86_400_000).toISOString(),
  })
  const programme = [day(1, 'd1'), day(2, 'd2'), day(3, 'd3'), day(8, 'd8')]

  it('keeps the first days of the programme only', () => {
    const lines = PROJECT.eventLines(programme, { days: 2 }, NO_LINKS)!
    expect(lines.map((l) => l.id)).toEqual(['d1', 'd2'])
  })

  it('keeps two weeks by default: the contract fills in the days a Schedule shows', () => {
    const props = BLOCKS.Schedule.props.parse({})
    expect(props.days).toBe(14)
    const later = [...programme, day(14, 'd14'), day(15, 'd15')]
    expect(PROJECT.eventLines(later, props, NO_LINKS)!.map((l) => l.id)).toEqual([
      'd1',
      'd2',
      'd3',
      'd8',
      'd14',
    ])
  })

  it('keeps every showing in a list that has no days, such as a film page’s tickets', () => {
    const later = [...programme, day(30, 'd30')]
    expect(PROJECT.eventLines(later, {}, NO_LINKS)!).toHaveLength(5)
  })
})

describe("the box office's days", () => {
  it("give each Oslo day's first showing, whatever order the showings come in", () => {
    const showing = (startTime: string) => ({ startTime }) as ProgrammeEvent
    expect(
      PROJECT.firstShowings(
        [
          showing('2026-11-27T20:00:00+01:00'),
          showing('2026-11-27T18:00:00+01:00'),
          // 00:30 in Oslo is the next day, though it is the 27th in UTC.
          showing('2026-11-27T23:30:00Z'),
          showing('2026-11-29T14:30:00+01:00'),
        ],
        {},
        NO_LINKS,
      ),
    ).toEqual({
      '2026-11-27': '2026-11-27T18:00:00+01:00',
      '2026-11-28': '2026-11-27T23:30:00Z',
      '2026-11-29': '2026-11-29T14:30:00+01:00',
    })
  })
})
