/** @jest-environment node */
// The articles shipped in content/: enough of them, listed newest first, and carrying the
// facts and statements the specification and Norwegian law ask for.
import path from 'node:path'
import { buildSite } from '../build-site'
import { loadLocalContent } from '../load/load-local'
import { stripHtml } from '../validate/text'

const { content, routes } = buildSite(loadLocalContent(path.resolve(__dirname, '../../../content')))
const articles = content.articles.map((a) => a.article)
const textOf = (slug: string) => stripHtml(articles.find((a) => a.slug === slug)!.content)
const allText = articles.map((a) => `${a.title} ${stripHtml(a.content)}`).join('\n')

describe('shipped articles', () => {
  it('has at least 15, each at /article/<slug>', () => {
    expect(articles.length).toBeGreaterThanOrEqual(15)
    const paths = new Set(routes.map((r) => r.path))
    for (const a of articles) expect(paths.has(`/article/${a.slug}`)).toBe(true)
  })

  it('includes the articles the SPEC names', () => {
    const slugs = articles.map((a) => a.slug)
    for (const slug of [
      'info-om-cookies',
      'personvernerklaering',
      'kompensasjon-for-avlyste-forestillinger',
      'bibliotekets-apningstider',
      'sommerles',
      'boknatt',
    ]) {
      expect(slugs).toContain(slug)
    }
  })

  it('lists all articles newest first on /nyheter, and the latest three on the front page', () => {
    const byNewest = [...articles].sort((a, b) => b.createdAt - a.createdAt).map((a) => a.id)
    const news = routes
      .find((r) => r.path === '/nyheter')!
      .blocks.find((b) => b.component === 'CardList')!
    expect((news.data.articles as { id: string }[]).map((a) => a.id)).toEqual(byNewest)
    const front = routes
      .find((r) => r.path === '/')!
      .blocks.find((b) => b.component === 'CardList')!
    expect((front.data.articles as { id: string }[]).map((a) => a.id)).toEqual(byNewest.slice(0, 3))
  })

  it.each([
    ['household tickets', /300 kr.*inntil 2 personer|inntil 2 personer.*300 kr/s],
    ['household tickets for five', /inntil 5 personer.*500 kr/s],
    ['the ticket sale opening', /30\. april klokka 12\.00/],
    ['summer loans', /to måneders lånetid/],
    ['e-book loans', /etter 3 uker/],
    ['the bingo', /25 ruter/],
    ['the bingo deadline', /3\. september 2021/],
    ['the reading campaign', /1\. til 7\. klasse.*1\. juni til 31\. august/s],
    ['the reading app password', /minst 6 tegn, med både bokstaver og tall/],
    ['the mentor programme', /mellom 15 og 19 år.*6–8 plasser/s],
    ['the building contest', /Maks 15 deltakere/],
    ['the duo tournament', /40 lag/],
    ['seats per day', /5 plasser per dag/],
  ])('states the fact about %s', (_what, pattern) => {
    expect(allText).toMatch(pattern)
  })

  it('has a privacy statement with what a Norwegian municipality must state', () => {
    const text = textOf('personvernerklaering')
    for (const part of [
      'Behandlingsansvarlig',
      'Personvernombud',
      'Rettslig grunnlag',
      'Databehandlere',
      'Billettpartneren',
      'Hvor lenge vi lagrer',
      'Dine rettigheter',
      'Datatilsynet',
    ]) {
      expect(text).toContain(part)
    }
  })
})
