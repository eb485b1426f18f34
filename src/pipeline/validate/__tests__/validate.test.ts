/** @jest-environment node */
import { ContentError } from '../../errors'
import { buildSite } from '../../build-site'
import { validateContent } from '../validate'
import {
  labelGuidePage,
  page,
  production,
  rawContent,
  rawEvent,
  withProgramme,
} from '../../__tests__/fixture'

const faultOf = (run: () => unknown): string => {
  try {
    run()
  } catch (e) {
    expect(e).toBeInstanceOf(ContentError)
    return (e as Error).message
  }
  throw new Error('expected the content to be refused')
}

const pageData = (raw: ReturnType<typeof rawContent>, i: number) =>
  raw.pages[i]!.data as Record<string, any>

describe('validateContent', () => {
  it('accepts valid content', () => {
    expect(() => validateContent(rawContent())).not.toThrow()
  })

  it('names file, record and field for a missing field', () => {
    const raw = rawContent()
    delete pageData(raw, 1).title
    expect(faultOf(() => validateContent(raw))).toBe(
      'Invalid content. content/pages/kino.json: record "kino", field "title": is missing',
    )
  })

  it('names a field of the wrong type', () => {
    const raw = rawContent()
    pageData(raw, 1).blocks[0].place.order = 'first'
    expect(faultOf(() => validateContent(raw))).toContain(
      'content/pages/kino.json: record "kino", field "blocks[0].place.order": must be number, got string',
    )
  })

  it('refuses a duplicate path', () => {
    const raw = rawContent()
    raw.pages.push({ file: 'content/pages/kino-2.json', data: page('kino-2', '/kino') })
    expect(faultOf(() => validateContent(raw))).toContain(
      'content/pages/kino-2.json: record "kino-2", field "path": duplicate path "/kino", already used in content/pages/kino.json',
    )
  })

  it('refuses an unknown block component', () => {
    const raw = rawContent()
    pageData(raw, 1).blocks[0].component = 'Slidshow'
    const message = faultOf(() => validateContent(raw))
    expect(message).toContain(
      'record "kino", field "blocks[0].component": unknown value "Slidshow"',
    )
    expect(message).toContain('Slideshow')
  })

  it('holds block props to the block contract: a wrong prop fails the build naming file, record and field', () => {
    const raw = rawContent()
    pageData(raw, 1).blocks[0].props = { text: 42 }
    expect(() => buildSite(raw)).toThrow(
      'content/pages/kino.json: record "kino", field "blocks[0].props.text": must be string, got number',
    )
  })

  it('refuses a prop its block does not take, saying which it does', () => {
    const raw = rawContent()
    pageData(raw, 1).blocks[0].props = { text: 'Kino', heading: 'Kino' }
    expect(faultOf(() => validateContent(raw))).toContain(
      'field "blocks[0].props.heading": is not a prop of Title (it takes: text, lead, visuallyHidden)',
    )
  })

  it('fills in a prop the contract gives a default, so blocks get what the contract says', () => {
    const raw = rawContent()
    pageData(raw, 1).blocks.push({
      id: 'schedule',
      component: 'Schedule',
      hide: false,
      place: { row: 1, column: 0, order: 1 },
      props: { heading: 'Program' },
    })
    const block = validateContent(raw).pages[1]!.page.blocks.find((b) => b.id === 'schedule')!
    expect(block.props).toEqual({ heading: 'Program', days: 14 })
  })

  it('refuses block data the block does not take, or from a source of the wrong model', () => {
    const raw = rawContent()
    const kino = pageData(raw, 1)
    kino.sources = [
      { name: 'articles', model: 'article', collection: true, filter: [] },
      { name: 'events', model: 'event', collection: true, filter: [] },
    ]
    kino.blocks.push(
      {
        id: 'schedule',
        component: 'Schedule',
        hide: false,
        place: { row: 1, column: 0, order: 1 },
        data: { events: 'articles' },
      },
      {
        id: 'title-data',
        component: 'Title',
        hide: false,
        place: { row: 1, column: 0, order: 2 },
        props: { text: 'x' },
        data: { events: 'events' },
      },
    )
    const message = faultOf(() => validateContent(raw))
    expect(message).toContain(
      'field "blocks[1].data.events": needs a collection of event records; source "articles" gives a collection of article records',
    )
    expect(message).toContain(
      'field "blocks[2].data.events": is not data of Title (it takes: none)',
    )
  })

  it('refuses a source with an unknown model or operator', () => {
    const raw = rawContent()
    pageData(raw, 1).sources = [
      { name: 'a', model: 'film', collection: true, filter: [] },
      {
        name: 'b',
        model: 'event',
        collection: true,
        filter: [{ property: 'title', operator: 'like', value: 'x' }],
      },
    ]
    const message = faultOf(() => validateContent(raw))
    expect(message).toContain('field "sources[0].model": unknown value "film"')
    expect(message).toContain('field "sources[1].filter[0].operator": unknown value "like"')
  })

  it('refuses an invalid regex', () => {
    const raw = rawContent()
    pageData(raw, 1).sources = [
      {
        name: 'a',
        model: 'event',
        collection: true,
        filter: [{ property: 'location.name', operator: 'regex', value: '(Sal' }],
      },
    ]
    expect(faultOf(() => validateContent(raw))).toContain(
      'content/pages/kino.json: record "kino", field "sources[0].filter[0].value": invalid regex "(Sal"',
    )
  })

  it('refuses a block that refers to an unknown source', () => {
    const raw = rawContent()
    Object.assign(pageData(raw, 1).blocks[0], {
      component: 'CoverFlow',
      props: {},
      data: { productions: 'films' },
    })
    expect(faultOf(() => validateContent(raw))).toContain(
      'field "blocks[0].data.productions": refers to unknown source "films"',
    )
  })

  it('refuses a redirect to itself', () => {
    const raw = rawContent()
    raw.redirects.data = [{ from: '/gammel', to: '/gammel', permanent: true }]
    expect(faultOf(() => validateContent(raw))).toBe(
      'Invalid content. content/redirects.json: record "/gammel", field "to": redirects to itself',
    )
  })

  it('refuses a redirect loop', () => {
    const raw = rawContent()
    raw.redirects.data = [
      { from: '/a', to: '/b', permanent: true },
      { from: '/b', to: '/a', permanent: true },
    ]
    expect(faultOf(() => validateContent(raw))).toContain(
      'record "/a", field "to": redirect loop: /a -> /b -> /a',
    )
  })

  it('reports every fault of a broken set in one message', () => {
    const raw = rawContent()
    delete pageData(raw, 0).title
    delete pageData(raw, 1).meta
    const message = faultOf(() => validateContent(raw))
    expect(message.split('\n')[0]).toBe('Invalid content (2 faults):')
    expect(message).toContain('content/pages/index.json: record "front", field "title"')
    expect(message).toContain('content/pages/kino.json: record "kino", field "meta"')
  })
})

describe('menu groups', () => {
  const item = (id: string, parent: string | null, place = 'header') => ({
    id,
    path: '/kino',
    label: id,
    place,
    locale: 'nb',
    order: 5,
    parent,
    openInNewWindow: false,
  })
  const withMenu = (...items: ReturnType<typeof item>[]) => {
    const raw = rawContent()
    ;(raw.menus.data as any[]).push(...items)
    return raw
  }

  it('accepts an item grouped under a top-level item of the same menu', () => {
    expect(() => validateContent(withMenu(item('barn', 'm-kino')))).not.toThrow()
  })

  it.each([
    [[item('barn', 'finnes-ikke')], 'unknown menu item "finnes-ikke"'],
    [
      [item('bunn', null, 'footer'), item('barn', 'bunn')],
      '"bunn" is in the footer menu, not the header menu',
    ],
    [
      [item('barn', 'm-kino'), item('barnebarn', 'barn')],
      '"barn" is itself in a group: a menu has one level of groups',
    ],
  ])('refuses a parent that cannot hold the item (%#)', (items, message) => {
    const record = items.at(-1)!.id
    expect(faultOf(() => validateContent(withMenu(...items)))).toBe(
      `Invalid content. content/menus.json: record "${record}", field "parent": ${message}`,
    )
  })
})

describe('link check', () => {
  it('refuses an internal menu link to a route that does not exist', () => {
    const raw = rawContent()
    ;(raw.menus.data as any[]).push({
      id: 'm-utleie',
      path: '/utleie',
      label: 'Utleie',
      place: 'header',
      locale: 'nb',
      order: 2,
      parent: null,
      openInNewWindow: false,
    })
    expect(faultOf(() => buildSite(raw))).toBe(
      'Invalid content. content/menus.json: record "m-utleie", field "path": links to "/utleie", which is not a route',
    )
  })

  it('refuses a labelled programme without the guide its labels link to', () => {
    const raw = rawContent()
    raw.productions.data = [production('a', { language: 'en', subtitles: 'no' })]
    raw.events.data = [rawEvent('e1', 'a')]
    expect(faultOf(() => buildSite(raw))).toBe(
      `Invalid content. content/programme/events.json: record "e1", field "labels": the programme's labels link to /tilgjengelighet, which needs a shown ShowingLabelGuide block`,
    )
    raw.pages.push(labelGuidePage())
    expect(() => buildSite(raw)).not.toThrow()
  })

  it('refuses a redirect that leads to a route that does not exist', () => {
    const raw = rawContent()
    raw.redirects.data = [{ from: '/gammel', to: '/borte', permanent: true }]
    expect(faultOf(() => buildSite(raw))).toBe(
      'Invalid content. content/redirects.json: record "/gammel", field "to": leads to "/borte", which is not a route',
    )
  })

  it.each([
    ['/kino', 'is the page /kino'],
    ['/KINO', 'is the page /kino'],
    ['/publisering', 'is kept for the site'],
    ['/publisering/tilbake', 'is kept for the site'],
    ['/rss.xml', 'is kept for the site'],
    ['/Static/img/x.avif', 'is kept for the site'],
    ['/page-data/kino/page-data.json', 'is kept for the site'],
    ['/.well-known/security.txt', 'is kept for the site'],
    ['/rebuild', 'is kept for the site'],
  ])('refuses a redirect from %s, which it would hide', (from, why) => {
    const raw = rawContent()
    raw.redirects.data = [{ from, to: '/', permanent: true }]
    expect(faultOf(() => buildSite(raw))).toContain(
      `record "${from}", field "from": "${from}" ${why}`,
    )
  })

  it('refuses a redirect from a film page, which only planning knows', () => {
    const raw = withProgramme()
    const film = (raw.productions.data as { parentSlug: string }[])[0]!.parentSlug
    raw.redirects.data = [{ from: `/${film.toUpperCase()}`, to: '/kino', permanent: true }]
    expect(faultOf(() => buildSite(raw))).toContain(`"/${film.toUpperCase()}" is the page /${film}`)
  })

  it('refuses two redirects from one path in other letters', () => {
    const raw = rawContent()
    raw.redirects.data = [
      { from: '/Gammel', to: '/kino', permanent: true },
      { from: '/gammel', to: '/kino', permanent: false },
    ]
    expect(faultOf(() => buildSite(raw))).toContain(
      'record "/gammel", field "from": "/gammel" is the same path as the redirect from "/Gammel"',
    )
  })

  it('refuses a link in block props to a route that does not exist', () => {
    const raw = rawContent()
    Object.assign(pageData(raw, 1).blocks[0], {
      component: 'CardList',
      props: { cards: [{ title: 'Utleie', text: '', href: '/utleie' }] },
    })
    expect(faultOf(() => buildSite(raw))).toBe(
      'Invalid content. content/pages/kino.json: record "kino", field "blocks[0].props.cards[0].href": links to "/utleie", which is not a route',
    )
  })

  it('accepts a menu link to a redirect or an external site', () => {
    const raw = rawContent()
    ;(raw.menus.data as any[]).push(
      {
        id: 'a',
        path: '/program',
        label: 'Program',
        place: 'header',
        locale: 'nb',
        order: 2,
        parent: null,
        openInNewWindow: false,
      },
      {
        id: 'b',
        path: 'https://example.no/gavekort',
        label: 'Gavekort',
        place: 'header',
        locale: 'nb',
        order: 3,
        parent: null,
        openInNewWindow: true,
      },
    )
    expect(() => buildSite(raw)).not.toThrow()
  })
})
