/** @jest-environment node */
// The programme's price records: what each showing costs, from its own prices, its price
// list or its production's, with the supplements that apply; a list that is not there
// costs the showing its price, never the build.
import { showingPrices } from '../../../contract/ticket-prices'
import { validateProgramme } from '../validate-programme'
import { production, rawEvent } from '../../__tests__/fixture'

const file = (name: string, data: unknown) => ({ file: `content/programme/${name}.json`, data })
/** An event record that names a price list of its own (and may say more). */
const listed = (id: string, priceList: string, extra: Record<string, unknown> = {}) => ({
  ...rawEvent(id, 'a'),
  priceList,
  ...extra,
})
const KINO = {
  id: 'kino',
  title: 'Kino',
  prices: [
    { label: 'Voksen', amountNok: 150, en: { label: 'Adult' } },
    { label: 'Barn', detail: 'under 16 år', amountNok: 110 },
  ],
}
const SUPER = {
  id: 'superkino',
  title: 'Barnas superkino',
  prices: [{ label: 'Alle', amountNok: 70 }],
}
const ATMOS = {
  id: 'atmos',
  title: 'Tillegg for Dolby Atmos',
  supplement: { for: 'dolbyAtmos', amountNok: 20 },
}
const RECORDS = [KINO, SUPER, ATMOS]

describe('what a ticket to a showing costs', () => {
  it('is its price list, with the English names the list gives', () => {
    expect(showingPrices({ priceList: 'kino' }, RECORDS)).toEqual([
      { label: 'Voksen', amountNok: 150, en: 'Adult' },
      { label: 'Barn', amountNok: 110 },
    ])
  })

  it('adds each supplement that applies to every ticket, and only where it applies', () => {
    expect(showingPrices({ priceList: 'kino', dolbyAtmos: true }, RECORDS)).toEqual([
      { label: 'Voksen', amountNok: 170, en: 'Adult' },
      { label: 'Barn', amountNok: 130 },
    ])
    expect(showingPrices({ priceList: 'kino', format: '3D' }, RECORDS)?.[0]?.amountNok).toBe(150)
  })

  it("takes the showing's own prices as they are, and says nothing where nothing is given", () => {
    const own = [{ label: 'Alle', amountNok: 390 }]
    expect(showingPrices({ prices: own, priceList: 'kino', dolbyAtmos: true }, RECORDS)).toEqual(
      own,
    )
    expect(showingPrices({}, RECORDS)).toBeUndefined()
    expect(showingPrices({ priceList: 'finnes-ikke' }, RECORDS)).toBeUndefined()
    // A supplement is no list to sell at.
    expect(showingPrices({ priceList: 'atmos' }, RECORDS)).toBeUndefined()
  })
})

describe('price records in the programme', () => {
  const programme = (
    prices: unknown,
    events: unknown[] = [rawEvent('e1', 'a'), rawEvent('e2', 'a')],
  ) =>
    validateProgramme(
      file('productions', [production('a', { priceList: 'kino', dolbyAtmos: true })]),
      file('events', events),
      15,
      file('prices', prices),
    )

  it("give each showing its production's list, or the one its event names", () => {
    const { programme: p, warnings } = programme(RECORDS, [
      rawEvent('e1', 'a'),
      listed('e2', 'superkino', { dolbyAtmos: false }),
    ])
    expect(warnings).toEqual([])
    expect(p.events.map((e) => e.prices?.map((x) => x.amountNok))).toEqual([[170, 130], [70]])
    expect(p.prices.map((r) => r.id)).toEqual(['kino', 'superkino', 'atmos'])
  })

  it('leave out a price list that is not there, naming the record that asks for it', () => {
    const { programme: p, warnings } = programme(RECORDS, [listed('e1', 'gammel')])
    expect(p.events[0]!.prices?.[0]?.amountNok).toBe(170)
    expect(warnings).toEqual([
      'Left out a programme field. content/programme/events.json: record "e1", field "priceList": unknown price list "gammel"',
    ])
  })

  it('skip a record that is neither a list nor a supplement, and show no price rather than a wrong one', () => {
    const { programme: p, warnings } = programme([{ id: 'kino', title: 'Kino' }])
    expect(p.prices).toEqual([])
    expect(p.events[0]!.prices).toBeUndefined()
    expect(warnings[0]).toBe(
      'Skipped programme record. content/programme/prices.json: record "kino", field "(record)": must have either prices or a supplement',
    )
  })
})
