import path from 'node:path'
import { buildSite } from '../../build-site'
import { loadLocalContent } from '../../load/load-local'
import { pageSchema, type Page } from '../../../contract/records/content'
import { chromeOf } from '../layout-data'
import { translationFaults } from '../translations'

const shipped = buildSite(loadLocalContent(path.resolve(__dirname, '../../../../content')))
const route = (p: string) => shipped.routes.find((r) => r.path === p)!

const page = (extra: Partial<Page>): Page =>
  pageSchema.parse({
    id: 'p',
    path: '/p',
    title: 'P',
    pageType: 'standard',
    layout: 'page-header-footer',
    template: { rows: [{ fullWidth: false, columns: [{ span: { xs: 12, md: 12, lg: 12 } }] }] },
    sources: [],
    blocks: [],
    meta: { nb: { title: 'P', description: 'P', keywords: [] } },
    ...extra,
  })

const english = (extra: Partial<Page>) =>
  page({
    locale: 'en',
    meta: { en: { title: 'P', description: 'P', keywords: [] } },
    ...extra,
  })

describe('pages in two languages', () => {
  it('pairs a translated page with its Norwegian page, both ways', () => {
    const both = { nb: '/billettinformasjon', en: '/en/tickets' }
    expect(route('/en/tickets')).toMatchObject({ locale: 'en', alternates: both })
    expect(route('/billettinformasjon')).toMatchObject({ locale: 'nb', alternates: both })
    expect(route('/en')).toMatchObject({ locale: 'en', alternates: { nb: '/', en: '/en' } })
  })

  it('gives a page without a translation only itself', () => {
    expect(route('/nyheter')).toMatchObject({
      locale: 'nb',
      alternates: { nb: '/nyheter' },
    })
    expect(route('/nyheter').hreflang).toEqual([])
  })

  it('pairs every film and culture page with its English page, record by record', () => {
    for (const pageId of ['page-production', 'page-culture']) {
      const pages = shipped.routes.filter((r) => r.pageId === pageId)
      expect(pages.length).toBeGreaterThan(5)
      for (const page of pages) {
        const english = { nb: page.path, en: `/en${page.path}` }
        expect(page.alternates).toEqual(english)
        expect(route(english.en)).toMatchObject({ locale: 'en', alternates: english })
      }
    }
  })

  it('labels an English page’s showings in English, and a Norwegian page’s in Norwegian', () => {
    const film = route('/en/fjellvettreglene-DXM20261001')
    const tickets = film.blocks.find((b) => b.component === 'TicketList')!
    const labels = (tickets.data as { events: { labels: { text: string }[] }[] }).events.flatMap(
      (e) => e.labels.map((l) => l.text),
    )
    expect(labels).toContain('Norwegian speech')
    expect(labels.join()).not.toMatch(/tale|tekst/)
    const norwegian = route('/fjellvettreglene-DXM20261001').blocks.find(
      (b) => b.component === 'TicketList',
    )!
    expect(JSON.stringify(norwegian.data)).toContain('Norsk tale')
  })

  it('takes an English page’s title and description from its English meta', () => {
    expect(route('/en/tickets').meta.title).toBe('Tickets and prices')
  })

  it('gives English pages their own menu and footer, with the link back to Norwegian', () => {
    const chrome = chromeOf(shipped.content, 'en')
    expect(chrome.headerMenu.map((e) => e.label)).toEqual([
      "What's on",
      'Events',
      'Tickets and prices',
      'Norsk',
    ])
    expect(chrome.footer.map((b) => b.title)).toEqual(['Visit us'])
    expect(chromeOf(shipped.content, 'nb').headerMenu.at(-1)?.label).toBe('English')
  })

  it('refuses an English page outside /en, a Norwegian page inside it, and a page without meta in its language', () => {
    const problems = (extra: Partial<Page>) =>
      pageSchema.safeParse({ ...page({}), ...extra }).error?.issues.map((i) => i.path.join('.'))
    expect(problems({ locale: 'en', translationOf: 'x' })).toEqual(['meta', 'path'])
    expect(problems({ path: '/en/x' })).toEqual(['path'])
    expect(problems({ locale: 'en', path: '/en/x' })).toEqual(['meta', 'translationOf'])
  })

  it('refuses a translation of a page that is missing, of other parameters, or a second one', () => {
    const pages = [
      page({ id: 'film', path: '/:production' }),
      english({ id: 'a', path: '/en/missing', translationOf: 'nowhere' }),
      english({ id: 'b', path: '/en/x', translationOf: 'film' }),
      english({ id: 'c', path: '/en/:production', translationOf: 'film' }),
    ].map((p) => ({ file: `content/pages/${p.id}.json`, page: p }))
    expect(translationFaults(pages).map((f) => `${f.record}: ${f.message}`)).toEqual([
      'a: "nowhere" is not a Norwegian page',
      'b: its path /en/x has other parameters than /:production',
      'c: "film" is already translated by "b"',
    ])
  })
})
