/** @jest-environment node */
// «Følg filmen»: each film with a page has a calendar of its own showings, read here as a
// calendar app reads it (ical.js), across two builds: a film with no showings yet gives a
// valid, empty calendar, and the showing a later build adds arrives with the UID every
// calendar of the site gives it.
import type { CalendarSubscription } from '../../../contract'
import { buildSite } from '../../build-site'
import { rawEvent, withProgramme } from '../../__tests__/fixture'
import { siteOutputs } from '../site-outputs'
import { calendarName, parseIcs } from '../../../testing/parse-ics'

const SITE = 'https://kino.test'

const build = (events: ReturnType<typeof rawEvent>[]) => {
  const raw = withProgramme()
  raw.events.data = events
  const site = buildSite(raw, { siteUrl: SITE })
  const files = siteOutputs(site, { siteUrl: SITE, now: new Date(), builtAt: new Date() })
  const file = (path: string) => files.find((f) => f.path === `public${path}`)?.contents
  return { site, file }
}

describe('following a film', () => {
  it('is a calendar of its own showings, empty and valid before it has any, filled by a later build', () => {
    const before = build([rawEvent('e1', 'a')])
    const film = before.site.routes.find((r) => r.path.startsWith('/film-bb'))!
    const path = `/kalender/film${film.path}.ics`
    const empty = before.file(path)!
    expect(parseIcs(empty)).toEqual([])
    expect(calendarName(empty)).toBe('Film bb – Testkino')

    const after = build([
      rawEvent('e1', 'a'),
      rawEvent('e7', 'bb', { startTime: '2026-12-01T19:00:00+01:00' }),
    ])
    const [showing] = parseIcs(after.file(path)!)
    expect(showing).toMatchObject({ uid: 'e7@test.example.no', summary: 'Film bb' })
    expect(showing!.start.toISOString()).toBe('2026-12-01T18:00:00.000Z')
    // The same UID as in the showing's own file, so a calendar holding both shows it once.
    expect(parseIcs(after.file('/kalender/e7.ics')!)[0]!.uid).toBe(showing!.uid)
    expect(
      parseIcs(after.file(`/kalender/film/${'film-a-DXM00000001'}.ics`)!).map((e) => e.uid),
    ).toEqual(['e1@test.example.no'])
  })

  it("is offered on the film page, as a webcal: address and as Google Calendar's subscribe page for it", () => {
    const { site } = build([rawEvent('e1', 'a')])
    const film = site.routes.find((r) => r.path.startsWith('/film-a'))!
    const intro = film.blocks.find((b) => 'production' in (b.data ?? {}))
    const follow = (intro?.data as { production?: { follow?: CalendarSubscription } }).production
      ?.follow
    expect(follow).toEqual({
      path: '/kalender/film/film-a-DXM00000001.ics',
      webcal: 'webcal://kino.test/kalender/film/film-a-DXM00000001.ics',
      google: expect.any(String),
    })
    // Google reads the calendar's address from cid, as a browser decodes the query.
    const google = new URL(follow!.google)
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render')
    expect([...google.searchParams]).toEqual([['cid', follow!.webcal]])
  })
})
