// The programme as a visitor meets it: from the front page to a film and its tickets,
// culture pages' meta, the flag pages, and showings that start after the build.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { waitForHydration } from '../../scripts/hydration.mjs'
import { expect, PARTNER_API, PROGRAMME_NOW, test } from './fixtures.mjs'
import { layoutShift, layoutShifts, watchErrors } from './support/page.mjs'

const read = (file) =>
  JSON.parse(fs.readFileSync(new URL(`../../content/programme/${file}`, import.meta.url)))
const productions = read('productions.json')
const events = read('events.json')
// The demo's ticket links are on a reserved host; the build sends them to the ticketing
// system it talks to, here the stand-in's checkout.
const TICKETING = `${PARTNER_API.origin}/ticketing/118/event/`

test.use({ serviceWorker: false, tabs: true })

const jsonLd = (page) =>
  page.$$eval('script[type="application/ld+json"]', (scripts) =>
    scripts.flatMap((s) => JSON.parse(s.textContent)),
  )

test.describe('front page to film', () => {
  test("lists tonight's films and opens one, with ticket links and each showing's calendar file", async ({
    openPage,
    site,
  }) => {
    const page = await openPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    await page.goto(`${site.origin}/`)
    const schedule = page.getByRole('region', { name: 'Kinoprogram' })
    assert.equal(
      await schedule.getByRole('button', { name: /^I dag / }).getAttribute('aria-pressed'),
      'true',
    )
    const firstFilm = schedule.locator('ul[data-view="tid"] li .what a').first()
    const title = (await firstFilm.textContent()).trim()
    await firstFilm.click()
    await page.waitForURL(/-DXM\d{8}$/)
    await page.locator('h1', { hasText: title }).waitFor()

    const buy = page.getByRole('link', { name: /^Kjøp billett/ }).first()
    assert.ok((await buy.getAttribute('href')).startsWith(TICKETING))
    // Each showing's calendar file, by its event id, as the checkout's receipt offers it.
    const calendarHref = `/kalender/${await buy.getAttribute('data-event-id')}.ics`
    const ics = await page.request.get(site.origin + calendarHref)
    assert.equal(ics.status(), 200)
    assert.match(ics.headers()['content-type'], /^text\/calendar/)
    const body = await ics.text()
    assert.match(body, /^BEGIN:VCALENDAR\r\n/)
    assert.ok(body.includes(`SUMMARY:${title}`))

    const data = await jsonLd(page)
    assert.equal(data.find((d) => d['@type'] === 'Movie')?.name, title)
    assert.ok(data.some((d) => d['@type'] === 'ScreeningEvent'))
    assert.equal(
      await page.locator('meta[property="og:type"]').getAttribute('content'),
      'video.movie',
    )
    assert.deepEqual(errors, [])
    await page.close()
  })
})

test.describe('showing labels', () => {
  test("label a film's showings with language, format and accessibility, once for all, and explain them on /tilgjengelighet", async ({
    openPage,
    site,
  }) => {
    const page = await openPage()
    const errors = watchErrors(page)
    await page.goto(`${site.origin}/lysar-DXM20261008`)
    const list = page.getByRole('region', { name: 'Visninger og billetter' })
    // Every showing of Lysår speaks English with Norwegian subtitles, in Sal 1's Dolby Atmos.
    assert.match(
      await list.getByText('Alle visningene:').locator('..').innerText(),
      /^Alle visningene: Engelsk tale · Norsk tekst · Dolby Atmos/,
    )
    // What one showing alone has is on its time; every label is words, and one link explains.
    assert.ok((await list.locator('li[data-start]').count()) > 10)
    assert.equal(await list.locator('a[href^="/tilgjengelighet"]').count(), 1)

    const [screening] = (await jsonLd(page)).filter((d) => d['@type'] === 'ScreeningEvent')
    assert.equal(screening.inLanguage, 'en')
    assert.equal(screening.subtitleLanguage, 'no')
    assert.equal(Date.parse(screening.endDate), Date.parse(screening.startDate) + 151 * 60_000)

    await list.getByRole('link', { name: 'Hva merkingen betyr' }).click()
    await page.waitForURL(/\/tilgjengelighet#merking$/)
    assert.ok(await page.locator('#merking').isVisible())
    const heading = page.locator('#tale-og-tekst')
    assert.equal(await heading.textContent(), 'Tale og tekst')
    assert.equal(await heading.evaluate((h) => h.tagName), 'H3')
    assert.deepEqual(errors, [])
    await page.close()
  })
})

test.describe('culture pages', () => {
  test('take their meta description from the first summary and carry Event data', async ({
    openPage,
    site,
  }) => {
    const culture = productions.find(
      (p) => p.object === 'culture' && events.some((e) => e.productionId === p.id),
    )
    const page = await openPage()
    const response = await page.goto(`${site.origin}/${culture.pageReference}`)
    assert.equal(response.status(), 200)
    assert.equal(
      await page.locator('meta[name="description"]').getAttribute('content'),
      culture.contents[0].summary,
    )
    assert.equal(
      await page.locator('meta[name="keywords"]').getAttribute('content'),
      culture.features.join(', '),
    )
    assert.match(
      await page.locator('meta[property="og:image"]').getAttribute('content'),
      /^https:\/\/.+\.jpg$/,
    )
    assert.ok((await jsonLd(page)).every((d) => d['@type'] === 'Event' && d.name === culture.title))
    await page.close()
  })
})

test.describe('flag pages', () => {
  const titlesWithFlag = (flag) =>
    new Set(productions.filter((p) => p.advertisementFlags.includes(flag)).map((p) => p.title))
  const cardTitles = (page) =>
    page.$$eval('[data-block="Events"] li h3', (hs) => hs.map((h) => h.textContent.trim()))

  for (const [path, flag] of [
    ['/babykino', 'baby_cinema'],
    ['/strikkekino', 'knitting_cinema'],
    ['/siste-visning', 'final_day'],
  ]) {
    test(`${path} lists only productions flagged ${flag}`, async ({ openPage, site }) => {
      const page = await openPage()
      await page.goto(site.origin + path)
      const titles = await cardTitles(page)
      assert.ok(titles.length > 0, 'some flagged productions are listed')
      const flagged = titlesWithFlag(flag)
      assert.deepEqual(
        titles.filter((t) => !flagged.has(t)),
        [],
      )
      await page.close()
    })
  }

  test('/seniorkino lists only films with showings flagged senior_cinema', async ({
    openPage,
    site,
  }) => {
    const senior = new Set(
      events
        .filter((e) => e.advertisementFlags.includes('senior_cinema'))
        .map((e) => productions.find((p) => p.id === e.productionId).title),
    )
    const page = await openPage()
    await page.goto(`${site.origin}/seniorkino`)
    const titles = await cardTitles(page)
    assert.ok(titles.length > 0)
    assert.deepEqual(
      titles.filter((t) => !senior.has(t)),
      [],
    )
    await page.close()
  })
})

test.describe('showings that start after the build', () => {
  test('are hidden on a hard load, without layout shift', async ({ openPage, site }) => {
    const film = productions.find((p) => p.title === 'Fjellvettreglene')
    const first = events.find((e) => e.productionId === film.id)
    // Ten minutes after the film's first showing began.
    const minutesLater = (Date.parse(first.startTime) - PROGRAMME_NOW.getTime()) / 60_000 + 10
    const page = await openPage({ viewport: { width: 1280, height: 900 } }, { minutesLater })
    await page.goto(`${site.origin}/${film.parentSlug}`)
    await waitForHydration(page)
    const rows = page.locator('section[aria-labelledby="billetter-tittel"] li[data-start]')
    assert.equal(await rows.count(), events.filter((e) => e.productionId === film.id).length)
    assert.equal(await rows.first().isHidden(), true)
    assert.equal(await rows.nth(1).isVisible(), true)
    const shift = await layoutShift(page)
    assert.equal(shift, 0, `cumulative layout shift ${shift}`)
    await page.close()
  })
  test('leave the cards: «Neste:» is the next not started, and a production that is over goes, from the first paint on', async ({
    openPage,
    site,
  }) => {
    // The morning three days after the build: one talk is over, an exhibition's opening has been.
    const minutesLater = 3 * 24 * 60 + 3 * 60
    const now = PROGRAMME_NOW.getTime() + minutesLater * 60_000
    const titleOf = new Map(productions.map((p) => [p.id, p.title]))
    const expected = {}
    for (const id of new Set(events.map((e) => e.productionId))) {
      const starts = events.filter((e) => e.productionId === id).map((e) => e.startTime)
      expected[titleOf.get(id)] = starts.find((start) => Date.parse(start) >= now) ?? 'over'
    }
    // In the order they are seen: the head script orders the cards by their next showing
    // with CSS before the code puts the list itself in that order (card-order.test.mjs).
    const cards = (page) =>
      page.locator('main li:has(h3)').evaluateAll((items) =>
        items
          .filter((li) => li.checkVisibility())
          .map((li) => ({ li, box: li.getBoundingClientRect() }))
          .sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left)
          .map(({ li }) => [
            li.querySelector('h3').textContent,
            [...li.querySelectorAll('.card-meta time')]
              .find((t) => t.checkVisibility())
              ?.getAttribute('datetime'),
          ]),
      )
    const culture = productions.filter((p) => p.object === 'culture').map((p) => p.title)
    const check = (shown) => {
      assert.ok(shown.length > 3, `${shown.length} cards`)
      for (const [title, next] of shown) assert.equal(next, expected[title], title)
      const over = Object.keys(expected).filter((title) => expected[title] === 'over')
      assert.ok(over.length > 0, 'no production is over: the test shows nothing')
      for (const title of over) assert.ok(!shown.some(([t]) => t === title), `${title} shown`)
      // And every production still on is there, the exhibition whose opening has been too.
      const running = culture.filter((title) => expected[title] && expected[title] !== 'over')
      assert.deepEqual(shown.map(([t]) => t).sort(), running.sort())
    }
    // As the build's HTML paints, before any of the page's code has run.
    const painted = await openPage(
      { viewport: { width: 390, height: 844 } },
      {
        minutesLater,
      },
    )
    await painted.route(/\.js$/, (route) => route.abort())
    await painted.goto(`${site.origin}/arrangementer`)
    const before = await cards(painted)
    check(before)
    await painted.close()
    // And once it has, moving nothing.
    const page = await openPage(
      { viewport: { width: 390, height: 844 } },
      {
        minutesLater,
      },
    )
    await page.goto(`${site.origin}/arrangementer`)
    await waitForHydration(page)
    assert.deepEqual(await cards(page), before)
    const shift = await layoutShift(page)
    assert.ok(shift < 0.001, `cumulative layout shift ${shift}`)
    await page.close()
  })
})

test.describe('the film overview in the evening', () => {
  test('keeps every film that has a showing left, after its first showing of the day has started', async ({
    openPage,
    site,
  }) => {
    // 20:00 on the build's day: most films have had a showing today, and have more to come.
    const minutesLater = 12 * 60
    const now = PROGRAMME_NOW.getTime() + minutesLater * 60_000
    const films = productions.filter((p) => p.object === 'movie' && p.objectClass === 'movie')
    const still = films.filter((p) =>
      events.some((e) => e.productionId === p.id && Date.parse(e.startTime) >= now),
    )
    // The build is of that morning: every showing before now was today.
    const hadOne = still.filter((p) =>
      events.some((e) => e.productionId === p.id && Date.parse(e.startTime) < now),
    )
    assert.ok(hadOne.length > 3, `${hadOne.length} films have had a showing today`)
    const page = await openPage({ viewport: { width: 390, height: 844 } }, { minutesLater })
    await page.goto(`${site.origin}/filmoversikt`)
    await waitForHydration(page)
    const shown = await page
      .locator('main li:has(h3)')
      .evaluateAll((items) =>
        items.filter((li) => li.checkVisibility()).map((li) => li.querySelector('h3').textContent),
      )
    assert.deepEqual(shown.sort(), still.map((p) => p.title).sort())
    await page.close()
  })
})

test.describe('live seats', () => {
  test('fill their slot on a phone without moving the page', async ({ openPage, site }) => {
    const page = await openPage({ viewport: { width: 412, height: 823 } })
    // «Neste visning», which says the count in full.
    const LIST = 'section[aria-labelledby="neste-visning"]'
    // The list as the build made it, before any seat count can have arrived.
    await page.addInitScript((list) => {
      document.addEventListener('DOMContentLoaded', () => {
        window.__listHeight = document.querySelector(list).getBoundingClientRect().height
      })
    }, LIST)
    await page.goto(`${site.origin}/bokkveld-mot-forfatteren-BOK2F8L`)
    const list = page.locator(LIST)
    await list
      .locator('.seats')
      .filter({ hasText: /ledige plasser|Få plasser|Utsolgt/ })
      .waitFor()
    const after = await list.evaluate((el) => el.getBoundingClientRect().height)
    const before = await page.evaluate(() => window.__listHeight)
    // Within a pixel's rounding (the empty slot's height and the text's line box are both
    // 1.4em); it grew by 2.3 px before the slot had the text's line height.
    assert.ok(Math.abs(after - before) < 0.1, `the list went from ${before} to ${after} px`)
    assert.deepEqual(await layoutShifts(page), [])
    await page.close()
  })
})

test.describe('the day picker', () => {
  test('renames the days for a visitor whose day differs from the build, moving nothing', async ({
    openPage,
    site,
  }) => {
    // The evening before the build's day: the browser calls the build's "I dag" «I morgen»,
    // and its «I morgen» a weekday. A phone, where the buttons fill the row.
    const page = await openPage(
      { viewport: { width: 390, height: 844 }, isMobile: true },
      { minutesLater: -12 * 60 },
    )
    await page.goto(`${site.origin}/`)
    await waitForHydration(page)
    const picker = page.getByRole('list', { name: 'Velg dag' })
    const names = await picker.getByRole('button').allInnerTexts()
    assert.match(names[0].replace(/\s+/g, ' '), /^I morgen \d+\. \S+$/)
    assert.doesNotMatch(names[1], /I dag|I morgen/)
    const shift = await layoutShift(page)
    assert.ok(shift < 0.001, `cumulative layout shift ${shift}`)
    await page.close()
  })
  test('leaves out the days that have ended since the build, from the first paint on', async ({
    openPage,
    site,
  }) => {
    // Two days after the build's morning: its first two days are over.
    const twoDaysLater = { minutesLater: 2 * 24 * 60 + 3 * 60 }
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true }
    const shownDays = (page) =>
      page
        .getByRole('list', { name: 'Velg dag' })
        .getByRole('button')
        .evaluateAll((buttons) =>
          buttons
            .filter((b) => b.checkVisibility())
            .map((b) => b.querySelector('.date').textContent),
        )
    const firstDay = PROGRAMME_NOW.getDate()
    const month = (d) => `${d}. nov.`
    // As the build's HTML paints, before any of the page's code has run.
    const painted = await openPage(phone, twoDaysLater)
    await painted.route(/\.js$/, (route) => route.abort())
    await painted.goto(`${site.origin}/`)
    const before = await shownDays(painted)
    assert.equal(before[0], month(firstDay + 2))
    assert.ok(!before.includes(month(firstDay)) && !before.includes(month(firstDay + 1)))
    await painted.close()
    // And once it has: today first, pressed, and the same days.
    const page = await openPage(phone, twoDaysLater)
    await page.goto(`${site.origin}/`)
    await waitForHydration(page)
    assert.deepEqual(await shownDays(page), before)
    const today = page.getByRole('button', { name: `I dag ${month(firstDay + 2)}` })
    assert.equal(await today.getAttribute('aria-pressed'), 'true')
    const shift = await layoutShift(page)
    assert.ok(shift < 0.001, `cumulative layout shift ${shift}`)
    await page.close()
  })
})

test.describe('the schedule at any hour', () => {
  // PROGRAMME_NOW is 08:00 on the build's day; its last showing starts at 21:15.
  const at = (days, hours, minutes) => ({
    minutesLater: days * 24 * 60 + (hours - 8) * 60 + minutes,
  })
  /** The showings the schedule shows now (visible, not begun), and what it says above. */
  const shown = async (page) => {
    const schedule = page.locator('section[aria-labelledby="program-tittel"]')
    const now = await page.evaluate(() => Date.now())
    const starts = await schedule
      .locator('li[data-start]')
      .evaluateAll((items) =>
        items.filter((li) => li.checkVisibility()).map((li) => +li.dataset.start),
      )
    return {
      showings: starts.filter((start) => start >= now).length,
      started: starts.filter((start) => start < now).length,
      note: await schedule.getByText('Ingen flere visninger i dag.').isVisible(),
      day: await schedule.locator('#valgt-dag').innerText(),
    }
  }
  for (const [days, hours, minutes, over] of [
    [0, 12, 0, false],
    [0, 21, 45, true],
    [0, 23, 55, true],
    [3, 12, 0, false],
    [3, 21, 45, true],
    [3, 23, 55, true],
  ]) {
    const when = `${days ? `${days} days after the build` : "the build's day"} at ${hours}:${String(minutes).padStart(2, '0')}`
    test(`shows a showing on /kino on ${when}, moving nothing`, async ({ openPage, site }) => {
      const page = await openPage(
        { viewport: { width: 390, height: 844 }, isMobile: true },
        at(days, hours, minutes),
      )
      await page.goto(`${site.origin}/kino`)
      await waitForHydration(page)
      const seen = await shown(page)
      console.log(`/kino ${when}: ${seen.showings} showings shown, on «${seen.day}»`)
      assert.ok(seen.showings > 0, `${when}: ${JSON.stringify(seen)}`)
      assert.equal(seen.started, 0, 'a showing that has begun is shown')
      assert.equal(seen.note, over, `${when}: the note`)
      // Once today's last showing has begun the page brings up the next day's: what the
      // build's HTML showed of today must not be pushed down by the note above it.
      assert.deepEqual(
        (await layoutShifts(page)).filter((shift) => shift.value > 0),
        [],
        `${when}: layout shift`,
      )
      const today = page
        .getByRole('list', { name: 'Velg dag' })
        .getByRole('button', { name: /^I dag/ })
      if (over) {
        // Today's button says there is nothing left, and opens the way to the next day.
        assert.match(await today.innerText(), /ingen flere/)
        assert.match(seen.day, /^(Tirsdag|Fredag) /)
        await today.click()
        await page.getByText('Ingen flere visninger i dag.').first().waitFor()
        await page.getByRole('button', { name: /^Se visningene i morgen/ }).click()
        // The chosen day renders a moment after the click: wait for its showings.
        await expect
          .poll(async () => (await shown(page)).showings, {
            message: "the next day's showings",
            timeout: 10_000,
          })
          .toBeGreaterThan(0)
      }
      await page.close()
    })
  }
})
