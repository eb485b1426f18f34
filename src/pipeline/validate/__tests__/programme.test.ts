/** @jest-environment node */
import { CULTURE_SLUG, FILM_SLUG } from '../programme-schema'
import { validateProgramme } from '../validate-programme'
import { production } from '../../__tests__/fixture'

const file = (name: string, data: unknown) => ({ file: `content/programme/${name}.json`, data })
const event = (id: string, productionId: string, extra: Record<string, unknown> = {}) => ({
  id,
  eventId: id,
  productionId,
  startTime: '2026-11-23T18:00:00+01:00',
  location: { name: 'Sal 1' },
  ticketUrl: `https://billett.example.no/${id}`,
  ...extra,
})

describe('slug rules', () => {
  it.each(['fjellvettreglene-DXM20261001', 'a-b-c-DXM00000001'])(
    'accepts the film slug %s',
    (slug) => {
      expect(FILM_SLUG.test(slug)).toBe(true)
    },
  )
  it.each([
    'fjellvettreglene-DXM2026100',
    'fjellvettreglene-dxm20261001',
    'fjellvettreglene',
    'Fjell-DXM20261001',
  ])('refuses the film slug %s', (slug) => expect(FILM_SLUG.test(slug)).toBe(false))
  it.each(['jazzkveld-pa-garden-JAZ6G4R', 'konsert-abc1234'])(
    'accepts the culture slug %s',
    (slug) => {
      expect(CULTURE_SLUG.test(slug)).toBe(true)
    },
  )
  it.each(['jazzkveld-JAZ6G4', 'jazzkveld-JAZ6G4RR', 'jazzkveld'])(
    'refuses the culture slug %s',
    (slug) => {
      expect(CULTURE_SLUG.test(slug)).toBe(false)
    },
  )
})

describe('validateProgramme', () => {
  it('skips a bad production with a warning naming file, record and field, and keeps the rest', () => {
    const { programme, warnings } = validateProgramme(
      file('productions', [
        production('a'),
        production('b', { parentSlug: 'uten-kode' }),
        production('c'),
      ]),
      file('events', [event('e1', 'a'), event('e2', 'b'), event('e3', 'c')]),
    )
    expect(programme.productions.map((p) => p.id)).toEqual(['a', 'c'])
    expect(programme.events.map((e) => e.id)).toEqual(['e1', 'e3'])
    expect(warnings).toEqual([
      'Skipped programme record. content/programme/productions.json: record "b", field "parentSlug": a film slug must end in -DXM and an eight-digit number',
      'Skipped programme record. content/programme/events.json: record "e2", field "productionId": unknown production "b"',
    ])
  })

  it('skips an event with a bad start time or a duplicate id', () => {
    const { programme, warnings } = validateProgramme(
      file('productions', [production('a')]),
      file('events', [
        event('e1', 'a'),
        event('e2', 'a', { startTime: 'i morgen' }),
        event('e1', 'a'),
      ]),
    )
    expect(programme.events.map((e) => e.id)).toEqual(['e1'])
    expect(warnings[0]).toContain('record "e2", field "startTime"')
    expect(warnings[1]).toContain('record "e1", field "id": duplicate id "e1"')
  })

  it('joins each event with its production and sorts by start time', () => {
    const { programme } = validateProgramme(
      file('productions', [production('a')]),
      file('events', [
        event('late', 'a', { startTime: '2026-11-23T21:00:00+01:00' }),
        event('early', 'a'),
      ]),
    )
    expect(programme.events.map((e) => [e.id, e.production.title])).toEqual([
      ['early', 'Film a'],
      ['late', 'Film a'],
    ])
  })
})
