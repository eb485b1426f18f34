/** @jest-environment node */
// The calendars to subscribe to, the news feed and robots.txt, read back as their readers
// read them: ical.js for the calendars, an XML parser for the feed.
import { XMLParser } from 'fast-xml-parser'
import type { Production } from '../../../contract/records/programme'
import { calendarFeedIcs } from '../calendar-feeds'
import { newsFeedXml } from '../news-feed'
import { robotsTxt } from '../robots'
import { recordLinks } from '../../plan/record-links'
import { showing, validFilm } from '../../__tests__/fixture'
import { calendarName, parseIcs } from '../../../testing/parse-ics'
import type { Content } from '../../validate/validate'

const site = { name: 'Testkino', host: 'kino.test' }
const film = { ...validFilm(), updatedAt: '2026-09-01T10:00:00+02:00' } as Production
const links = recordLinks([{ model: 'production', id: 'a', path: '/film-a-DXM00000001' }])
const NOW = new Date('2026-11-20T12:00:00Z')

const feed = (events: ReturnType<typeof showing>[]) =>
  calendarFeedIcs(
    { path: '/kalender/abonner/x.ics', title: 'Babykino', events },
    site,
    links,
    'https://kino.test',
    NOW,
  )

describe('a calendar to subscribe to', () => {
  const before = showing(film, {
    id: 'ev-1',
    startTime: '2026-10-24T18:00:00+02:00',
    updatedAt: '2026-10-01T09:00:00+02:00',
  })
  const after = showing(film, { id: 'ev-2', startTime: '2026-10-26T18:00:00+01:00' })

  it('names itself and gives each showing its title, hall, booking link and age limit', () => {
    const ics = feed([before])
    expect(calendarName(ics)).toBe('Babykino')
    const [event] = parseIcs(ics)
    expect(event).toMatchObject({
      uid: 'ev-1@kino.test',
      summary: 'Film a',
      location: 'Testkino, Sal 1',
      url: 'https://billett.example.no/7000001',
    })
    expect(event!.description).toContain('Aldersgrense: 9 år')
    expect(event!.description).toContain('Kjøp billett: https://billett.example.no/7000001')
    expect(event!.description).toContain('https://kino.test/film-a-DXM00000001')
  })

  it('keeps 18:00 in Oslo at 18:00 on both sides of the change to winter time', () => {
    const [a, b] = parseIcs(feed([before, after]))
    const oslo = (d: Date) =>
      d.toLocaleTimeString('nb-NO', { timeZone: 'Europe/Oslo', hour: '2-digit', minute: '2-digit' })
    expect(a!.start.toISOString()).toBe('2026-10-24T16:00:00.000Z')
    expect(b!.start.toISOString()).toBe('2026-10-26T17:00:00.000Z')
    expect([oslo(a!.start), oslo(b!.start)]).toEqual(['18:00', '18:00'])
    // The film's length (98 minutes) is its end.
    expect(b!.end.getTime() - b!.start.getTime()).toBe(98 * 60_000)
  })

  it('gives every showing a unique UID that a moved showing keeps, with a newer version', () => {
    const events = parseIcs(feed([before, after]))
    expect(new Set(events.map((e) => e.uid)).size).toBe(2)
    const moved = showing(film, {
      id: 'ev-1',
      startTime: '2026-10-24T20:00:00+02:00',
      updatedAt: '2026-10-05T09:00:00+02:00',
    })
    const [was] = parseIcs(feed([before]))
    const [now] = parseIcs(feed([moved]))
    expect(now!.uid).toBe(was!.uid)
    expect(now!.start.getTime()).not.toBe(was!.start.getTime())
    expect(now!.sequence!).toBeGreaterThan(was!.sequence!)
    expect(now!.lastModified!.toISOString()).toBe('2026-10-05T07:00:00.000Z')
    // Without a change time of its own, the showing's version is its film's.
    expect(parseIcs(feed([after]))[0]!.lastModified!.toISOString()).toBe('2026-09-01T08:00:00.000Z')
  })

  it('is the same file for the same content', () => {
    expect(feed([before, after])).toBe(feed([before, after]))
  })
})

const content = (
  articles: { id: string; title: string; category: 'article' | 'library'; createdAt: number }[],
) =>
  ({
    site: { name: 'Testkino' },
    pages: [
      {
        file: 'p.json',
        page: { blocks: [{ component: 'Article', props: { libraryLabel: 'Testbiblioteket' } }] },
      },
    ],
    articles: articles.map((a) => ({
      file: `${a.id}.json`,
      article: {
        ...a,
        slug: a.id,
        author: '',
        content: `<p>Om ${a.title}.</p>`,
        updatedAt: a.createdAt,
      },
    })),
  }) as unknown as Content

describe('the news feed', () => {
  const xml = newsFeedXml(
    content([
      { id: 'a', title: 'Eldst', category: 'article', createdAt: Date.UTC(2026, 0, 1) },
      { id: 'b', title: 'Nyest & best', category: 'library', createdAt: Date.UTC(2026, 10, 1) },
      { id: 'c', title: 'Uten side', category: 'article', createdAt: Date.UTC(2026, 5, 1) },
    ]),
    recordLinks([
      { model: 'article', id: 'a', path: '/article/a' },
      { model: 'article', id: 'b', path: '/article/b' },
    ]),
    'https://kino.test',
  )
  const channel = new XMLParser({ ignoreAttributes: false }).parse(xml).rss.channel
  const items = [channel.item].flat()

  it('is RSS 2.0 with an entry per article that has a page, newest first', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/)
    expect(items.map((i: { title: string }) => i.title)).toEqual(['Nyest & best', 'Eldst'])
  })

  it('gives each entry a valid date, a summary and a unique absolute link', () => {
    for (const item of items) {
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false)
      expect(item.link).toMatch(/^https:\/\/kino\.test\/article\/[ab]$/)
      expect(item.description).toMatch(/Om /)
    }
    expect(new Set(items.map((i: { link: string }) => i.link)).size).toBe(items.length)
  })

  it('says that a library article is from the library', () => {
    expect(items[0].category).toBe('Bibliotek')
    expect(items[0].description).toMatch(/^Fra Testbiblioteket: Om /)
    expect(items[1].category).toBeUndefined()
  })
})

describe('robots.txt', () => {
  it('names the sitemap and keeps crawlers out of the film club, the receipt and the editors', () => {
    const live = robotsTxt('https://kino.test', false)
    expect(live).toContain('Sitemap: https://kino.test/sitemap-index.xml')
    for (const path of ['/kinoklubb', '/kjop-fullfort', '/publisering'])
      expect(live).toContain(`Disallow: ${path}\n`)
    expect(live).not.toMatch(/Disallow: \/\n/)
  })

  it('closes a preview to every crawler, with no sitemap', () => {
    expect(robotsTxt('https://kino.test', true)).toBe('User-agent: *\nDisallow: /\n')
  })
})
