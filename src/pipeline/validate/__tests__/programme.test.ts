/** @jest-environment node */
import { CULTURE_SLUG, FILM_SLUG } from '../../../contract/records/programme'
import { validateProgramme } from '../validate-programme'
import { production, rawEvent } from '../../__tests__/fixture'

const file = (name: string, data: unknown) => ({ file: `content/programme/${name}.json`, data })
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
      file('events', [rawEvent('e1', 'a'), rawEvent('e2', 'b'), rawEvent('e3', 'c')]),
      15,
    )
    expect(programme.productions.map((p) => p.id)).toEqual(['a', 'c'])
    expect(programme.events.map((e) => e.id)).toEqual(['e1', 'e3'])
    expect(warnings).toEqual([
      'Skipped programme record. content/programme/productions.json: record "b", field "parentSlug": a film slug must end in -DXM and an eight-digit number',
      'Skipped programme record. content/programme/events.json: record "e2", field "productionId": unknown production "b"',
    ])
  })

  it('keeps the credits and makes the trailer its privacy-enhanced player address', () => {
    const { programme, warnings } = validateProgramme(
      file('productions', [
        production('a', {
          directors: ['Ingrid Haugen'],
          cast: ['Ola Berg', 'Kari Lunde'],
          productionYear: 2025,
          countries: ['Norge', 'Sverige'],
          trailer: 'https://youtu.be/aBcDeFgHiJ0',
        }),
        production('b'),
      ]),
      file('events', []),
      15,
    )
    expect(warnings).toEqual([])
    const [a, b] = programme.productions
    expect(a).toMatchObject({
      directors: ['Ingrid Haugen'],
      cast: ['Ola Berg', 'Kari Lunde'],
      productionYear: 2025,
      countries: ['Norge', 'Sverige'],
      trailer: 'https://www.youtube-nocookie.com/embed/aBcDeFgHiJ0',
    })
    // All optional: a film without them is a film.
    expect(b).not.toHaveProperty('trailer')
    expect(b).not.toHaveProperty('directors')
  })

  it('refuses a trailer on another host, naming record and field, and keeps the film', () => {
    const { programme, warnings } = validateProgramme(
      file('productions', [
        production('a', { trailer: 'https://www.dailymotion.com/video/x8abcd' }),
        production('b', { trailer: 42 }),
      ]),
      file('events', [rawEvent('e1', 'a')]),
      15,
    )
    expect(programme.productions.map((p) => [p.id, p.trailer])).toEqual([
      ['a', undefined],
      ['b', undefined],
    ])
    expect(programme.events).toHaveLength(1)
    expect(warnings).toEqual([
      'Left out a programme field. content/programme/productions.json: record "a", field "trailer": must be a YouTube or Vimeo address (www.youtube.com, youtu.be or vimeo.com)',
      'Left out a programme field. content/programme/productions.json: record "b", field "trailer": must be a text',
    ])
  })

  it('skips a film whose credits are not lists of names', () => {
    const { programme, warnings } = validateProgramme(
      file('productions', [
        production('a', { cast: 'Ola Berg' }),
        production('b', { productionYear: 1700 }),
      ]),
      file('events', []),
      15,
    )
    expect(programme.productions).toEqual([])
    expect(warnings.map((w) => /field "(\w+)"/.exec(w)?.[1])).toEqual(['cast', 'productionYear'])
  })

  it('skips an event with a bad start time or a duplicate id', () => {
    const { programme, warnings } = validateProgramme(
      file('productions', [production('a')]),
      file('events', [
        rawEvent('e1', 'a'),
        rawEvent('e2', 'a', { startTime: 'i morgen' }),
        rawEvent('e1', 'a'),
      ]),
      15,
    )
    expect(programme.events.map((e) => e.id)).toEqual(['e1'])
    expect(warnings[0]).toContain('record "e2", field "startTime"')
    expect(warnings[1]).toContain('record "e1", field "id": duplicate id "e1"')
  })

  it('joins each event with its production and sorts by start time', () => {
    const { programme } = validateProgramme(
      file('productions', [production('a')]),
      file('events', [
        rawEvent('late', 'a', { startTime: '2026-11-23T21:00:00+01:00' }),
        rawEvent('early', 'a'),
      ]),
      15,
    )
    expect(programme.events.map((e) => [e.id, e.production.title])).toEqual([
      ['early', 'Film a'],
      ['late', 'Film a'],
    ])
  })
})

describe('showing attributes', () => {
  const resolve = (p: Record<string, unknown>, e: Record<string, unknown> = {}) => {
    const { programme, warnings } = validateProgramme(
      file('productions', [production('a', p)]),
      file('events', [rawEvent('e1', 'a', e)]),
      20,
    )
    const [showing] = programme.events
    if (!showing) return { warnings }
    const {
      production: _p,
      id,
      eventId,
      productionId,
      startTime,
      location,
      ticketUrl,
      ...rest
    } = showing
    return { attributes: rest, warnings }
  }

  it("takes each attribute from the event, else from the production, and ends after the film's length and the pre-show", () => {
    const film = {
      language: 'en',
      subtitles: 'no',
      format: '3D',
      accessibility: ['synstolking'],
      lengthMinutes: 100,
    }
    expect(resolve(film).attributes).toEqual({
      advertisementFlags: [],
      language: 'en',
      subtitles: 'no',
      format: '3D',
      accessibility: ['synstolking'],
      runMinutes: 120,
    })
    expect(
      resolve(film, { format: '2D', dolbyAtmos: true, accessibility: ['teleslynge'] }).attributes,
    ).toEqual({
      advertisementFlags: [],
      language: 'en',
      subtitles: 'no',
      dolbyAtmos: true,
      accessibility: ['teleslynge'],
      runMinutes: 120,
    })
  })

  it('marks a dubbed showing, whose null subtitles take away the production’s', () => {
    const { attributes } = resolve(
      { language: 'en', subtitles: 'no' },
      { language: 'no', subtitles: null },
    )
    expect(attributes).toMatchObject({ language: 'no', dubbed: true })
    expect(attributes).not.toHaveProperty('subtitles')
  })

  it('calls Norwegian subtitles on Norwegian speech subtitled for the hard of hearing', () => {
    expect(resolve({ language: 'no' }, { subtitles: 'no' }).attributes).toMatchObject({
      language: 'no',
      subtitles: 'no',
      accessibility: ['horselstekst'],
    })
    expect(resolve({ language: 'sv', subtitles: 'no' }).attributes).not.toHaveProperty(
      'accessibility',
    )
  })

  it("gathers the kinds of showing from the event's and the production's flags", () => {
    expect(
      resolve(
        { advertisementFlags: ['baby_cinema', 'featured'] },
        { advertisementFlags: ['senior_cinema'] },
      ).attributes,
    ).toMatchObject({ kinds: ['baby_cinema', 'senior_cinema'] })
  })

  it.each([
    ['a language by name', { language: 'Engelsk' }, 'field "language": unknown value "Engelsk"'],
    ['an unknown accessibility', { accessibility: ['tegnspraak'] }, 'field "accessibility[0]"'],
    ['4D', { format: '4D' }, 'field "format"'],
  ])('skips an event with %s, with a warning', (_name, extra, message) => {
    const { attributes, warnings } = resolve({}, extra)
    expect(attributes).toBeUndefined()
    expect(warnings.join('\n')).toContain(message)
  })
})
