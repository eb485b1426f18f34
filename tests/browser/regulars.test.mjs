// What a regular trips over on /kino: the keyboard's way past the posters and the days to
// the filter, the chosen day kept in the address, and the filter's results in reach on a
// phone («Vis N visninger» closes the panel and takes focus to them).
import assert from 'node:assert/strict'
import { waitForHydration } from '../../scripts/hydration.mjs'
import { PROGRAMME_NOW, test } from './fixtures.mjs'
import { wcagViolations } from './support/checks.mjs'
import { KARI, logIn } from './support/member.mjs'

test.use({ serviceWorker: false })
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const DESKTOP = { viewport: { width: 1280, height: 900 } }

const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement
    return { text: el?.textContent?.trim() ?? '', tag: el?.tagName ?? '', id: el?.id ?? '' }
  })

const openKino = async ({ openPage, visit }, options, query = '') => {
  const page = await openPage(options)
  await visit(page, `/kino${query}`)
  return page
}

test.describe('/kino by keyboard', () => {
  test('reaches «Filtrer» within 10 presses from the top, past the posters and the days', async ({
    openPage,
    visit,
  }) => {
    const page = await openKino({ openPage, visit }, DESKTOP)
    const presses = []
    const press = async (key) => {
      presses.push(key)
      await page.keyboard.press(key)
    }
    await press('Tab')
    assert.equal((await focused(page)).text, 'Hopp til hovedinnhold')
    await press('Enter')
    for (let i = 0; i < 20; i++) {
      await press('Tab')
      const { text, tag } = await focused(page)
      if (tag === 'SUMMARY' && text.startsWith('Filtrer')) break
      if (text === 'Hopp forbi plakatene') await press('Enter')
    }
    const { text, tag } = await focused(page)
    assert.equal(`${tag} ${text}`.startsWith('SUMMARY Filtrer'), true, `${tag} ${text}`)
    assert.ok(presses.length <= 10, `${presses.length} presses: ${presses.join(' ')}`)
    await page.close()
  })

  test('moves among the days with the arrow keys, one Tab stop for them all', async ({
    openPage,
    visit,
  }) => {
    const page = await openKino({ openPage, visit }, DESKTOP)
    const days = page.getByRole('list', { name: 'Velg dag' }).getByRole('button')
    const tabbable = await days.evaluateAll(
      (buttons) => buttons.filter((b) => b.tabIndex === 0).length,
    )
    assert.equal(tabbable, 1)
    await page.locator('[aria-label="Velg dag"] button[tabindex="0"]').focus()
    const first = (await focused(page)).text
    await page.keyboard.press('ArrowRight')
    const second = (await focused(page)).text
    assert.notEqual(second, first)
    await page.keyboard.press('Enter')
    await page.waitForURL(/[?&]dag=\d{4}-\d{2}-\d{2}/)
    await page.close()
  })
})

test.describe('the chosen day', () => {
  test('is kept in the address: back returns to the day before, and a shared link opens on it', async ({
    openPage,
    visit,
  }) => {
    const page = await openKino({ openPage, visit }, DESKTOP)
    const heading = page.locator('#valgt-dag')
    const opening = await heading.textContent()
    const next = page.getByRole('list', { name: 'Velg dag' }).getByRole('button').nth(2)
    await next.click()
    await page.waitForURL(/[?&]dag=/)
    // The address changes first; the page renders the day from it a moment later.
    await page.waitForFunction(
      (text) => document.querySelector('#valgt-dag')?.textContent !== text,
      opening,
      { timeout: 5000 },
    )
    const chosen = await heading.textContent()
    assert.notEqual(chosen, opening)
    const shared_ = page.url()
    await page.goBack()
    await page.waitForFunction(
      (text) => document.querySelector('#valgt-dag')?.textContent === text,
      opening,
    )
    await page.goForward()
    await page.waitForFunction(
      (text) => document.querySelector('#valgt-dag')?.textContent === text,
      chosen,
    )
    const other = await openPage(DESKTOP)
    await other.goto(shared_)
    await waitForHydration(other)
    assert.equal(await other.locator('#valgt-dag').textContent(), chosen)
    await other.close()
    await page.close()
  })
})

test.describe('the filter on a phone', () => {
  test('ends with «Vis N visninger», the live count, which closes the panel and moves focus to the results', async ({
    openPage,
    visit,
  }) => {
    const page = await openKino({ openPage, visit }, PHONE)
    await page.locator('details[data-filters] summary').click()
    await page.getByRole('group', { name: 'Tilgjengelighet' }).getByLabel('Synstolking').check()
    await page.waitForURL(/tilgjengelighet=synstolking/)
    const button = page.getByRole('button', { name: /^Vis \d+ visning(er)?$/ })
    // The count and the button agree once the filter has rendered (a loaded CI machine read
    // the button a render before the count once): wait for that, then check it held.
    await page
      .waitForFunction(
        () => {
          const status = document.querySelector('[role=status]')?.textContent ?? ''
          const shown = /^(\d+) av \d+ visninger/.exec(status)?.[1]
          const label = [...document.querySelectorAll('button')]
            .map((b) => /^Vis (\d+) visning/.exec(b.textContent ?? '')?.[1])
            .find(Boolean)
          return shown !== undefined && shown === label
        },
        null,
        { timeout: 5000 },
      )
      .catch(() => {})
    const count = Number((await button.textContent()).match(/\d+/)[0])
    const status = await page.locator('[role=status]').first().textContent()
    assert.equal(count, Number(status.match(/^(\d+)/)[1]), status)
    await button.click()
    assert.equal(await page.locator('details[data-filters]').getAttribute('open'), null)
    assert.equal((await focused(page)).id, 'dagens-visninger')
    const visible = await page.locator('#dagens-visninger ul[data-view="tid"] > li:visible').count()
    assert.equal(visible, count)
    // The results are on screen.
    const top = await page
      .locator('#dagens-visninger')
      .evaluate((el) => el.getBoundingClientRect().top)
    // (Scrolled to its start: within a pixel's rounding of the top.)
    assert.ok(top > -1 && top < 844, `the results start at ${top} px`)
    await page.close()
  })
})

/** Presses the visitor's first key; true once the later parts' code it fetches has come,
 * false if it fetched none in 10 s. (Waiting for networkidle instead returned at once: the
 * load had been idle already, and on a loaded CI machine the key's requests came after.) */
const firstKeyFetchesLaterParts = async (page) => {
  const requests = []
  const collect = (r) => r.resourceType() === 'script' && requests.push(r)
  page.on('request', collect)
  const first = page.waitForRequest((r) => r.resourceType() === 'script', { timeout: 10_000 })
  await page.keyboard.press('Shift')
  try {
    await first
    // The parts are fetched together, in the key's own handler, but Playwright reports
    // each request on its own: until every one reported has arrived whole, more may come.
    for (let seen = -1; seen < requests.length;) {
      seen = requests.length
      await Promise.all(requests.map(async (r) => (await r.response())?.finished()))
    }
  } catch {
    return false
  } finally {
    page.off('request', collect)
  }
  return true
}

test.describe('opening a film from the schedule', () => {
  test('fetches no code of its own while the visitor only reads: nothing runs in the quiet after the load', async ({
    openPage,
    site,
  }) => {
    const page = await openPage(PHONE)
    // The page's timers run on a clock the test moves, so a minute of quiet passes at once.
    await page.clock.install({ time: PROGRAMME_NOW })
    await page.goto(`${site.origin}/kino`)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    const scripts = []
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
    // An idle trigger 3 s after the load ran the later parts' code here (docs/performance.md).
    await page.clock.runFor('01:00')
    // A part's code is asked for in the task that wants it; its request is reported by now.
    await page.evaluate(() => document.readyState)
    assert.deepEqual(scripts, [])
    assert.ok(await firstKeyFetchesLaterParts(page), 'the first key fetches the later parts')
    await page.close()
  })

  test('shows the film page whole from its first frame: no blank page, no loading text but the film club’s own', async ({
    openPage,
    visit,
  }) => {
    const page = await openKino({ openPage, visit }, PHONE)
    // A visitor's first key or touch fetches the code of the parts a page renders later (as the
    // browser's idle time after the load would); the page is then quiet.
    assert.ok(await firstKeyFetchesLaterParts(page))
    const link = page
      .locator('#dagens-visninger ul[data-view="tid"] li:visible a[href^="/"]')
      .first()
    const href = await link.getAttribute('href')
    // Every frame from here on: which page it is, and what its main part shows.
    await page.evaluate(() => {
      window.__frames = []
      const sample = () => {
        const main = document.querySelector('main')
        window.__frames.push({
          path: location.pathname,
          h1: main?.querySelector('h1')?.textContent ?? '',
          tickets: !!document.getElementById('billetter-tittel'),
          text: main?.innerText.length ?? 0,
        })
        requestAnimationFrame(sample)
      }
      requestAnimationFrame(sample)
    })
    await link.click()
    await page.waitForURL(`**${href}`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.waitForFunction(
      (path) => window.__frames.filter((f) => f.path === path).length > 20,
      href,
    )
    const frames = await page.evaluate(() => window.__frames)
    // The schedule may stay on screen for a frame or two while the film page's data comes
    // (the address changes first); from the film page's first frame on, it is whole.
    const after = frames.filter((f) => f.path === href)
    while (after[0]?.h1 === 'Kino') after.shift()
    assert.ok(after.length > 5, `${after.length} frames of the film page`)
    const bare = after.filter((f) => !f.h1 || !f.tickets)
    assert.deepEqual(bare, [], 'frames of the film page without its title or its showings')
    await page.close()
  })
})

test.describe('min side after a showing', () => {
  // 17:01 on the tests' day: Kari's ticket for Fjellvettreglene at 16:30 is past the door's
  // half hour, the one for 27 November is coming (partner-api/seed.mjs).
  const LATE = 9 * 60 + 1
  for (const [width, colorScheme] of [
    [390, 'light'],
    [1440, 'dark'],
  ])
    test(`puts the past ticket away without its code, at ${width} px in the ${colorScheme} scheme, with no axe violations`, async ({
      openPage,
      site,
    }) => {
      const page = await openPage(
        { viewport: { width, height: 900 }, colorScheme },
        { minutesLater: LATE },
      )
      await page.goto(`${site.origin}/kinoklubb`)
      await waitForHydration(page)
      await logIn(page, KARI)
      await page.waitForURL('**/kinoklubb/min-side')
      const past = page.getByRole('region', { name: 'Tidligere billetter' })
      const ticket = past.getByRole('article', { name: /^Billett: Fjellvettreglene/ })
      await ticket.waitFor()
      assert.match(await ticket.innerText(), /Visningen har vært\. Billetten gjelder ikke lenger\./)
      assert.equal(await ticket.getByRole('img', { name: /QR-kode/ }).count(), 0)
      assert.equal(await ticket.getByRole('button', { name: /Vis billetten i døra/ }).count(), 0)
      // The coming ticket keeps its code, and comes first.
      const articles = await page.getByRole('article', { name: /^Billett:/ }).allInnerTexts()
      assert.match(articles[0], /Vis QR-koden i døra/)
      assert.match(await page.getByText(/kommende billett/).innerText(), /én kommende billett/)
      assert.deepEqual(await wcagViolations(page), [])
      await page.close()
    })
})
