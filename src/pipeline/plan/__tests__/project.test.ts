/** @jest-environment node */
import { projectRecords } from '../project'
import type { Production, ProgrammeEvent } from '../../validate/programme-schema'
import { production } from '../../__tests__/fixture'

const p = (id: string) =>
  ({
    ...production(id),
    contents: [{ summary: `S ${id}`, body: 'Lang tekst' }],
    genres: [],
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

describe('projectRecords', () => {
  it('gives schedule lines only what a link needs of the production', () => {
    const [line] = projectRecords('event', events, { component: 'Schedule' }) as any[]
    expect(Object.keys(line.production).sort()).toEqual([
      'ageLimit',
      'id',
      'object',
      'pageReference',
      'parentSlug',
      'title',
    ])
  })

  it('gives card blocks each production once, with its next showing and a card', () => {
    const cards = projectRecords('event', events, { component: 'Events' }) as any[]
    expect(cards.map((c) => c.id)).toEqual(['1', '2'])
    expect(cards[0].production).toMatchObject({ title: 'Film a', summary: 'S a' })
    expect(cards[0].production.contents).toBeUndefined()
  })

  it('keeps a single production whole, with its full description', () => {
    expect(projectRecords('production', a)).toBe(a)
  })
})

describe('the schedule window', () => {
  const day = (d: number, id: string) => ({
    ...e(id, a),
    startTime: `2026-11-${String(22 + d).padStart(2, '0')}T18:00:00+01:00`,
  })
  const programme = [day(1, 'd1'), day(2, 'd2'), day(3, 'd3'), day(8, 'd8')]

  it('keeps the first days of the programme only', () => {
    const lines = projectRecords('event', programme, {
      component: 'Schedule',
      props: { days: 2 },
    }) as any[]
    expect(lines.map((l) => l.id)).toEqual(['d1', 'd2'])
  })

  it('keeps two weeks by default', () => {
    const lines = projectRecords('event', programme, { component: 'Schedule' }) as any[]
    expect(lines).toHaveLength(4)
  })
})
