/** @jest-environment node */
// The content shipped in content/ must build, and must give every fixed route of the SPEC.
import path from 'node:path'
import type { EventSummary } from '../../contract'
import { PAGE_PATHS } from '../../contract/paths'
import { buildSite } from '../build-site'
import { namedPathFaults } from '../plan/named-paths'
import { loadLocalContent } from '../load/load-local'
import FIXED_ROUTES from '../../../tests/fixtures/fixed-routes.json'

const { content, routes } = buildSite(loadLocalContent(path.resolve(__dirname, '../../../content')))
const paths = new Set(routes.map((r) => r.path))

type Priced = {
  eventId: string
  startTime: string
  location: { name: string }
  ticketUrl: string
  prices?: { label: string; amountNok: number }[]
  production: { object: string }
}
const ticketListOf = (path: string) =>
  (
    routes.find((r) => r.path === path)!.blocks.find((b) => b.component === 'TicketList') as {
      data: { events: Priced[] }
    }
  ).data.events

describe('the prices the shipped programme shows', () => {
  const films = routes.filter((r) => /-DXM\d{8}$/.test(r.path) && !r.path.startsWith('/en/'))

  it('are on every showing of every film, from the price records', () => {
    const showings = films.flatMap((r) => ticketListOf(r.path))
    expect(showings.length).toBeGreaterThan(200)
    expect(showings.filter((e) => !e.prices?.length).map((e) => e.eventId)).toEqual([])
  })

  it("are the table /billettinformasjon shows, the reductions with them; Dolby Atmos costs the table's supplement more", () => {
    const table = routes
      .find((r) => r.path === '/billettinformasjon')!
      .blocks.find((b) => b.component === 'PriceTable') as {
      data: { prices: { label: string; amountNok: number }[] }
    }
    expect(table.data.prices).toEqual([
      { label: 'Voksen', amountNok: 150 },
      { label: 'Barn (under 16 år)', amountNok: 110 },
      { label: 'Honnør (67 år og over, uføre)', amountNok: 110 },
      { label: 'Student', amountNok: 100 },
      { label: 'Barnas superkino', amountNok: 70 },
      { label: 'Tillegg for Dolby Atmos', amountNok: 20 },
    ])
    // Lysår is shown in Dolby Atmos; Fjellvettreglene is not.
    const inSal1 = ticketListOf('/lysar-DXM20261008')[0]!
    const elsewhere = ticketListOf('/fjellvettreglene-DXM20261001')[0]!
    expect(elsewhere.prices).toEqual([
      { label: 'Voksen', amountNok: 150 },
      { label: 'Barn', amountNok: 110 },
      { label: 'Honnør', amountNok: 110 },
      { label: 'Student', amountNok: 100 },
    ])
    expect(inSal1.prices!.map((p) => p.amountNok)).toEqual([170, 130, 130, 120])
  })

  it("sell a Sunday's children's showing at the children's price", () => {
    const sunday = films.flatMap((r) => ticketListOf(r.path)).filter((e) => e.prices?.length === 1)
    expect(sunday.length).toBeGreaterThan(0)
    for (const e of sunday) expect(e.prices).toEqual([{ label: 'Alle', amountNok: 70 }])
  })

  it('name prices in English on English pages', () => {
    const english = ticketListOf('/en/lysar-DXM20261008')
    expect(english[0]!.prices!.map((p) => p.label)).toEqual(['Adult', 'Child', 'Senior', 'Student'])
  })
})

describe('shipped content', () => {
  it.each([...FIXED_ROUTES, '/404.html'])('has the route %s', (route) => {
    expect(paths.has(route)).toBe(true)
  })

  it("gives the children's play its price, length, end and ages, as a film has them", () => {
    const route = routes.find((r) => r.path === '/reven-og-rosinbollen-barneteater-REV5B7T')!
    expect(route).toBeDefined()
    const intro = route.blocks.find((b) => b.component === 'ProductionIntro') as {
      data: { production?: { audienceAges?: unknown; lengthMinutes?: number } }
    }
    expect(intro.data.production).toMatchObject({
      audienceAges: { from: 3, to: 7 },
      lengthMinutes: 40,
    })
    const tickets = route.blocks.find((b) => b.component === 'TicketList') as {
      data: { events?: { startTime: string; endsAt?: string; prices?: unknown }[] }
    }
    const first = tickets.data.events![0]!
    expect(first.prices).toEqual([{ label: 'Alle', amountNok: 120 }])
    // A play starts at its time: no pre-show, as a film has.
    expect(Date.parse(first.endsAt!) - Date.parse(first.startTime)).toBe(40 * 60_000)
  })

  it('has a page for every path the code links to', () => {
    expect(namedPathFaults(routes, 'content/pages')).toEqual([])
  })

  it('has the fifteen header menu items of the SPEC, in order', () => {
    const header = content.menus
      .filter((m) => m.place === 'header' && m.locale === 'nb')
      .sort((a, b) => a.order - b.order)
    expect(header.map((m) => (m.path.startsWith('/') ? m.path : 'external'))).toEqual([
      '/kino',
      '/arrangementer',
      '/aldersgrenser',
      '/billettinformasjon',
      '/kommende-filmer',
      '/siste-visning',
      'external',
      'external',
      '/kinobursdag',
      '/studenttilbud',
      'external',
      '/seniorkino',
      '/babykino',
      '/strikkekino',
      '/utleie',
    ])
    expect(header.filter((m) => m.openInNewWindow).map((m) => m.label)).toEqual(['Kjøp gavekort'])
  })

  it('has the footer menu of the SPEC', () => {
    const footer = content.menus
      .filter((m) => m.place === 'footer' && m.locale === 'nb')
      .sort((a, b) => a.order - b.order)
    expect(footer.map((m) => m.path)).toEqual([
      expect.stringMatching(/^https:/),
      '/article/personvernerklaering',
      '/article/info-om-cookies',
    ])
    expect(footer[0]!.openInNewWindow).toBe(true)
  })

  it('builds static pages from content, title, cover and newsletter blocks only', () => {
    const allowed = new Set(['Content', 'Title', 'Cover', 'NewsletterSubscribe'])
    // /billettinformasjon has the price table besides (docs/decisions/spec-deviations.md).
    for (const p of ['/tilbakemelding', '/utekino-pa-gjovik-gard']) {
      const route = routes.find((r) => r.path === p)!
      expect(route.blocks.every((b) => allowed.has(b.component))).toBe(true)
    }
  })

  it('explains the age limits on /aldersgrenser from the rule the film pages use', () => {
    const blocks = routes.find((r) => r.path === '/aldersgrenser')!.blocks.map((b) => b.component)
    expect(blocks).toContain('AgeLimits')
    expect(
      blocks.every((b) => ['AgeLimits', 'Content', 'Title', 'NewsletterSubscribe'].includes(b)),
    ).toBe(true)
  })

  it('shows the culture productions at the gallery on /gjovik-gard, and nothing else', () => {
    const page = routes.find((r) => r.path === '/gjovik-gard')!
    const block = page.blocks.find((b) => b.component === 'CultureProgramme')!
    const shown = (block.data as { events: EventSummary[] }).events
    const atGallery = content.programme.events.filter(
      (e) =>
        e.location.name === 'Galleriet, Gjøvik gård' &&
        content.programme.productions.find((p) => p.id === e.productionId)?.object === 'culture',
    )
    expect(atGallery.length).toBeGreaterThan(0)
    expect(new Set(shown.map((e) => e.production.id))).toEqual(
      new Set(atGallery.map((e) => e.productionId)),
    )
    expect(shown.every((e) => e.location.name === 'Galleriet, Gjøvik gård')).toBe(true)
  })

  it("has the checkout's return page where the ticketing partner sends buyers back", () => {
    const page = routes.find((r) => r.path === PAGE_PATHS.purchaseReturn)!
    expect(page.blocks.map((b) => b.component)).toContain('PurchaseReceipt')
  })

  it('keeps /test empty and the front-page cover flow hidden', () => {
    expect(routes.find((r) => r.path === '/test')!.blocks).toEqual([])
    expect(routes.find((r) => r.path === '/')!.blocks.map((b) => b.component)).not.toContain(
      'CoverFlow',
    )
  })

  it('gives the not-found page a title and description that say so', () => {
    const notFound = routes.find((r) => r.path === '/404.html')!
    expect(notFound.meta.title).toMatch(/fant ikke/i)
    expect(notFound.meta.description).toMatch(/finnes ikke/)
  })

  it('has film-club pages and a statement of the accessibility status with known limits', () => {
    for (const route of [
      '/kinoklubb',
      '/kinoklubb/bli-medlem',
      '/kinoklubb/glemt-passord',
      '/kinoklubb/min-side',
    ])
      expect(paths.has(route)).toBe(true)
    const statement = JSON.stringify(routes.find((r) => r.path === '/tilgjengelighet')!.blocks)
    for (const fact of [
      'WCAG 2.1',
      'axe',
      '320 piksler',
      'tastatur',
      'Kjente begrensninger',
      'JavaScript',
    ])
      expect(statement).toContain(fact)
  })
})
