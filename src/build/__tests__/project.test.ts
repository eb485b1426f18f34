/** @jest-environment node */
import { projectRecords } from '../project'
import type { Production, ProgrammeEvent } from '../programme-schema'
import { production } from './fixture'

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
    const [line] = projectRecords('event', events, 'Schedule') as any[]
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
    const cards = projectRecords('event', events, 'Events') as any[]
    expect(cards.map((c) => c.id)).toEqual(['1', '2'])
    expect(cards[0].production).toMatchObject({ title: 'Film a', summary: 'S a' })
    expect(cards[0].production.contents).toBeUndefined()
  })

  it('keeps a single production whole, with its full description', () => {
    expect(projectRecords('production', a)).toBe(a)
  })
})
