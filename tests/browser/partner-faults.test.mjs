// A member on a night the partner's back-end struggles: each fault a real back-end or its
// proxy shows, on each call a member makes from a form or min side. Each test asserts the
// Norwegian message (never the server's text), that the button can be used again, and
// that nothing was stored. The served build, the partner API stand-in (each page's faults
// its own: the partner-faults cookie) and Chromium.
import assert from 'node:assert/strict'
import { PARTNER_SERVER, test } from './fixtures.mjs'
import { KARI, logIn, storedProfile } from './support/member.mjs'
import { layoutShift } from './support/page.mjs'
import { asMember, listCases, partnerFaults } from './support/partner.mjs'

test.use({ serviceWorker: false, tabs: true })
const DESKTOP = { viewport: { width: 1280, height: 900 } }

const MESSAGES = {
  slow: 'Kinoklubben svarer ikke akkurat nå. Prøv igjen om litt.',
  fault:
    'Kinoklubben har en feil hos seg akkurat nå. Det er ikke noe galt med det du gjorde. Prøv igjen om litt.',
  busy: 'Kinoklubben har mye å gjøre akkurat nå. Prøv igjen om 30 sekunder.',
  unreadable:
    'Vi forstod ikke svaret fra kinoklubben. Prøv igjen om litt. Skjer det igjen, kan du kontakte oss.',
  unreachable: 'Vi fikk ikke kontakt med kinoklubben. Sjekk nettforbindelsen og prøv igjen.',
  tooLarge:
    'Svaret fra kinoklubben var altfor stort, så vi stoppet det. Prøv igjen om litt. Skjer det igjen, kan du kontakte oss.',
}

const FAULTS = [
  ['hangs', { kind: 'hang' }, MESSAGES.slow],
  ['answers 502 with a proxy page', { kind: 'status', status: 502, body: 'html' }, MESSAGES.fault],
  [
    'answers 503 «Service Unavailable» with Retry-After',
    { kind: 'status', status: 503, body: 'text', retryAfter: 30 },
    MESSAGES.busy,
  ],
  ['cuts its answer off mid-JSON', { kind: 'truncated' }, MESSAGES.unreadable],
  ['answers JSON of the wrong shape', { kind: 'wrong-shape' }, MESSAGES.unreadable],
  ['resets the connection', { kind: 'reset' }, MESSAGES.unreachable],
  ['answers 30 MB of the right shape', { kind: 'huge' }, MESSAGES.tooLarge],
]
// The deadline of a write (src/client/partner-client.ts), and the second the issue allows.
const WRITE_DEADLINE_MS = 10_000

const profileOf = storedProfile

/** The alert's text, checked for what must never reach a member. */
const alertText = async (page) => {
  const alert = page.getByRole('alert')
  await alert.waitFor({ timeout: 15_000 })
  const text = (await alert.innerText()).trim()
  assert.doesNotMatch(text, /<|>|Bad Gateway|Service Unavailable|\{|marsToken|Error/)
  return text
}

const newMember = async () => {
  const member = {
    email: `film-${Date.now()}-${Math.random()}@example.no`,
    password: 'hemmelig123',
  }
  await fetch(new URL('/partner/118/api/createUser', PARTNER_SERVER), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...member, userName: 'Ny Medlemsen' }),
  })
  return member
}

/** Sends a form while the call fails; returns the message and how long the button was busy. */
const sendFailing = async (page, call, fault, fill, button) => {
  await partnerFaults(page).set({ [call]: fault })
  await fill()
  // Timed in the page, from the press to the message, so that the time is the site's and
  // not the test driver's (on a loaded CI machine the driver's own steps add a second).
  await page.evaluate(() => {
    const times = (window.__busyTimes = {})
    document.addEventListener('click', () => (times.pressed ??= performance.now()), true)
    new MutationObserver(() => {
      if (times.pressed && document.querySelector('[role="alert"]')?.textContent.trim())
        times.told ??= performance.now()
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  await page.getByRole('button', { name: button, exact: true }).click()
  const text = await alertText(page)
  const busyMs = await page.evaluate(() => window.__busyTimes.told - window.__busyTimes.pressed)
  const submit = page.getByRole('button', { name: button, exact: true })
  assert.equal(await submit.getAttribute('aria-disabled'), 'false', 'the form can be sent again')
  const details = page.getByText('Detaljer for kundeservice')
  assert.equal(await details.isVisible(), true)
  return { text, busyMs }
}

const formCases = [
  {
    name: 'login',
    call: 'login',
    path: '/kinoklubb',
    button: 'Logg inn',
    fill: async (page) => {
      await page.getByLabel('E-postadresse').fill(KARI.email)
      await page.getByLabel('Passord').fill(KARI.password)
    },
  },
  {
    name: 'sign-up',
    call: 'createUser',
    path: '/kinoklubb/bli-medlem',
    button: 'Bli medlem',
    fill: async (page) => {
      await page.getByLabel('Navn').fill('Nora Feilsen')
      await page.getByLabel('E-postadresse').fill(`nora-${Date.now()}@example.no`)
      await page.getByLabel('Passord').fill('hemmelig123')
    },
  },
  {
    name: 'password reset',
    call: 'forgotPassword',
    path: '/kinoklubb/glemt-passord',
    button: 'Send lenke',
    fill: async (page) => page.getByLabel('E-postadresse').fill(KARI.email),
    // An empty answer (the reset's success) has nothing to cut off or make large.
    skip: ['cuts its answer off mid-JSON', 'answers 30 MB of the right shape'],
  },
]

for (const form of formCases) {
  test.describe(`${form.name} when the partner struggles`, () => {
    for (const [what, fault, message] of FAULTS) {
      if (form.skip?.includes(what)) continue
      test(`says so when the partner ${what}, frees the button and stores nothing`, async ({
        openPage,
        visit,
      }) => {
        const page = await openPage(DESKTOP)
        // The member code has arrived, so that the time the button is busy is the
        // partner's deadline alone (a login pressed before it arrives is tested in
        // member.test.mjs).
        const memberCode = page.waitForResponse((r) => /\/member-sagas-\w+\.js$/.test(r.url()))
        await visit(page, form.path)
        await memberCode
        const { text, busyMs } = await sendFailing(
          page,
          form.call,
          fault,
          () => form.fill(page),
          form.button,
        )
        assert.equal(text, message)
        console.log(`${form.name}, partner ${what}: told after ${Math.round(busyMs)} ms`)
        assert.ok(busyMs <= WRITE_DEADLINE_MS + 1000, `busy for ${busyMs} ms`)
        assert.equal(await profileOf(page), null)
        assert.equal(await page.getByText(/Vi har sendt en e-post/).count(), 0)
        // Focus is where the member can act: «Prøv igjen».
        assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Prøv igjen')
        await page.close()
      })
    }
  })
}

test.describe('login after the partner recovers', () => {
  test('goes through when «Prøv igjen» is pressed', async ({ openPage, visit }) => {
    const page = await openPage(DESKTOP)
    await visit(page, '/kinoklubb')
    await partnerFaults(page).set({ login: { kind: 'status', status: 502, body: 'html' } })
    await logIn(page, KARI)
    assert.equal(await alertText(page), MESSAGES.fault)
    await partnerFaults(page).clear()
    await page.getByRole('button', { name: 'Prøv igjen' }).click()
    await page.waitForURL('**/kinoklubb/min-side')
    assert.match(await profileOf(page), /"token":"[0-9a-f]{48}"/)
    await page.close()
  })
})

for (const list of listCases) {
  test.describe(`${list.name} on min side when the partner struggles`, () => {
    // The copy a good load of min side keeps, made once: each fault's test starts where a
    // member stands who loaded min side before, with that copy on the device.
    let copy
    test.beforeAll(async ({ openPage, visit }) => {
      const page = await openPage(DESKTOP)
      await asMember(page)
      await visit(page, '/kinoklubb/min-side')
      await list.shown(page).waitFor()
      copy = await page.evaluate((key) => localStorage.getItem(key), list.copyKey)
      assert.ok(copy, 'a copy is kept after a good load')
      await page.close()
    })

    for (const [what, fault, message] of FAULTS) {
      test(`keeps the last copy when the partner ${what}, and «Prøv igjen» brings a fresh one`, async ({
        openPage,
        visit,
      }) => {
        const page = await openPage(DESKTOP)
        await asMember(page)
        await page.addInitScript(
          ([key, value]) => {
            if (!sessionStorage.getItem('copy-set')) {
              localStorage.setItem(key, value)
              sessionStorage.setItem('copy-set', '1')
            }
          },
          [list.copyKey, copy],
        )
        await partnerFaults(page).set({ [list.call]: fault })
        await visit(page, '/kinoklubb/min-side')
        const section = page.locator(`section[aria-labelledby="${list.section}"]`)
        const alert = section.getByRole('alert')
        await alert.waitFor({ timeout: 15_000 })
        assert.equal((await alert.innerText()).trim(), `${list.lead} ${message}`)
        await section.getByText(/Sist oppdatert .+ kl\. \d\d[:.]\d\d/).waitFor()
        await list.shown(page).waitFor()
        // Nothing of the bad answer was stored, and the member is still logged in.
        assert.equal(await page.evaluate((key) => localStorage.getItem(key), list.copyKey), copy)
        assert.notEqual(await profileOf(page), null)

        await partnerFaults(page).clear()
        await section.getByRole('button', { name: 'Prøv igjen' }).click()
        await alert.waitFor({ state: 'detached' })
        await list.shown(page).waitFor()
        await page.close()
      })
    }
  })
}

test.describe('adding to the watch list when the partner struggles', () => {
  for (const [what, fault, message] of FAULTS) {
    test(`says the film was not added when the partner ${what}, and adds it on «Prøv igjen»`, async ({
      openPage,
      visit,
    }) => {
      const page = await openPage(DESKTOP)
      await asMember(page, await newMember())
      await visit(page, '/snofnugg-og-sondre-DXM20261003')
      await page.getByText(/Medlemmenes vurdering: .* av 5/).waitFor()
      await partnerFaults(page).set({ addMovieToWatchList: fault })
      const add = page.getByRole('button', { name: 'Legg i ønskelisten' })
      const started = Date.now()
      await add.click()
      const text = await alertText(page)
      assert.equal(text, `Snøfnugg og Sondre ble ikke lagt i ønskelisten. ${message}`)
      assert.ok(Date.now() - started <= WRITE_DEADLINE_MS + 1000)
      assert.equal(await add.getAttribute('aria-disabled'), 'false')
      assert.equal(await page.getByText('Snøfnugg og Sondre er på ønskelisten din.').count(), 0)
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Prøv igjen')

      await partnerFaults(page).clear()
      await page.getByRole('button', { name: 'Prøv igjen' }).click()
      await page.getByText('Snøfnugg og Sondre er på ønskelisten din.').waitFor()
      await page.close()
    })
  }
})

test.describe('live seats when the runtime API hangs', () => {
  test('leaves the film page whole and still, and says nothing', async ({ openPage, visit }) => {
    const page = await openPage({ viewport: { width: 390, height: 844 } })
    await partnerFaults(page).set({ events: { kind: 'hang' } })
    await visit(page, '/fjellvettreglene-DXM20261001')
    await page
      .getByRole('link', { name: /Kjøp billett/ })
      .first()
      .waitFor()
    // The seats' call is still out (it hangs): the page has hydrated whole and nothing moved.
    assert.ok((await layoutShift(page)) < 0.01)
    assert.equal(await page.getByRole('alert').count(), 0)
    await page.close()
  })
})
