/** @jest-environment node */
import { createIndex, matchesFilter, resolveSource, valuesAt } from '../resolve'
import type { Source } from '../../../contract/records/content'

const productions = [
  {
    id: 'p1',
    object: 'movie',
    title: 'Fjellet',
    parentSlug: 'fjellet-DXM00000001',
    advertisementFlags: ['baby_cinema'],
  },
  {
    id: 'p2',
    object: 'culture',
    title: 'Jazz på gården',
    pageReference: 'jazz-ABCDEFG',
    advertisementFlags: [],
  },
  {
    id: 'p3',
    object: 'movie',
    title: 'Havet',
    parentSlug: 'havet-DXM00000002',
    advertisementFlags: ['final_day', 'baby_cinema'],
  },
]
const events = [
  {
    id: 'e1',
    startTime: '2026-11-21T18:00:00+01:00',
    location: { name: 'Sal 1' },
    production: productions[0],
  },
  {
    id: 'e2',
    startTime: '2026-11-21T19:00:00+01:00',
    location: { name: 'Galleriet, Gjøvik gård' },
    production: productions[1],
  },
  {
    id: 'e3',
    startTime: '2026-11-22T17:00:00+01:00',
    location: { name: 'Sal 2' },
    production: productions[2],
  },
]
const index = createIndex({ production: productions, event: events, article: [], price: [] })
const source = (extra: Partial<Source>): Source => ({
  name: 's',
  model: 'production',
  collection: true,
  filter: [],
  ...extra,
})

describe('valuesAt', () => {
  it('follows dotted paths and flattens arrays', () => {
    expect(valuesAt(events[0], 'production.parentSlug')).toEqual(['fjellet-DXM00000001'])
    expect(valuesAt(productions[2], 'advertisementFlags')).toEqual(['final_day', 'baby_cinema'])
    expect(
      valuesAt({ contents: [{ summary: 'a' }, { summary: 'b' }] }, 'contents.summary'),
    ).toEqual(['a', 'b'])
    expect(valuesAt(events[0], 'location.missing')).toEqual([])
  })
})

describe('matchesFilter', () => {
  it('eq matches any element of an array property', () => {
    expect(
      matchesFilter(productions[2], {
        property: 'advertisementFlags',
        operator: 'eq',
        value: 'baby_cinema',
      }),
    ).toBe(true)
    expect(
      matchesFilter(productions[1], {
        property: 'advertisementFlags',
        operator: 'eq',
        value: 'baby_cinema',
      }),
    ).toBe(false)
  })
  it('eq with a list matches any listed value', () => {
    expect(
      matchesFilter(productions[1], { property: 'id', operator: 'eq', value: ['p9', 'p2'] }),
    ).toBe(true)
  })
  it('regex tests string values', () => {
    expect(
      matchesFilter(events[1], {
        property: 'location.name',
        operator: 'regex',
        value: 'Gjøvik gård$',
      }),
    ).toBe(true)
    expect(
      matchesFilter(events[0], {
        property: 'location.name',
        operator: 'regex',
        value: 'Gjøvik gård$',
      }),
    ).toBe(false)
  })
  it('binds :name values to route parameters', () => {
    const filter = {
      property: 'production.parentSlug',
      operator: 'eq' as const,
      value: ':production',
    }
    expect(matchesFilter(events[2], filter, { production: 'havet-DXM00000002' })).toBe(true)
    expect(() => matchesFilter(events[2], filter, {})).toThrow(
      'no value for route parameter ":production"',
    )
  })
})

describe('resolveSource', () => {
  it('returns a list for a collection, keeping record order', () => {
    const found = resolveSource(
      source({ filter: [{ property: 'object', operator: 'eq', value: 'movie' }] }),
      index,
    )
    expect((found as { id: string }[]).map((p) => p.id)).toEqual(['p1', 'p3'])
  })
  it('ANDs filters', () => {
    const found = resolveSource(
      source({
        filter: [
          { property: 'object', operator: 'eq', value: 'movie' },
          { property: 'advertisementFlags', operator: 'eq', value: 'final_day' },
        ],
      }),
      index,
    )
    expect((found as { id: string }[]).map((p) => p.id)).toEqual(['p3'])
  })
  it('returns one record or null when not a collection', () => {
    const one = source({
      collection: false,
      filter: [{ property: 'parentSlug', operator: 'eq', value: ':production' }],
    })
    expect(resolveSource(one, index, { production: 'havet-DXM00000002' })).toMatchObject({
      id: 'p3',
    })
    expect(resolveSource(one, index, { production: 'ukjent-DXM00000009' })).toBeNull()
  })
  it('filters events by a property of their production', () => {
    const found = resolveSource(
      source({
        model: 'event',
        filter: [{ property: 'production.object', operator: 'eq', value: 'culture' }],
      }),
      index,
    )
    expect((found as { id: string }[]).map((e) => e.id)).toEqual(['e2'])
  })
  it('sorts and limits', () => {
    const found = resolveSource(
      source({ model: 'event', sort: { property: 'startTime', direction: 'desc' }, limit: 2 }),
      index,
    )
    expect((found as { id: string }[]).map((e) => e.id)).toEqual(['e3', 'e2'])
  })
  it('keeps list order when an eq filter lists several ids', () => {
    const found = resolveSource(
      source({ filter: [{ property: 'id', operator: 'eq', value: ['p3', 'p1'] }] }),
      index,
    )
    expect((found as { id: string }[]).map((p) => p.id)).toEqual(['p1', 'p3'])
  })
})
