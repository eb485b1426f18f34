// A build for partner 178 (made by scripts/build-test.mjs into public-partner-178/) talks
// to partner 178's back-end: its member logs in there, and 118's member is unknown there.
import assert from 'node:assert/strict'
import { waitForHydration } from '../../scripts/hydration.mjs'
import { PARTNER_API, test } from './fixtures.mjs'

test.use({ build: 'public-partner-178' })

test.describe('a build for partner 178', () => {
  test("sends login to 178's base and logs in 178's member, not 118's", async ({
    openPage,
    site,
  }) => {
    const page = await openPage()
    const calls = []
    page.on('request', (r) => r.url().startsWith(PARTNER_API.origin) && calls.push(r.url()))
    await page.goto(`${site.origin}/kinoklubb`)
    await waitForHydration(page)
    const logIn = async (email, password) => {
      await page.getByLabel('E-postadresse').fill(email)
      await page.getByLabel('Passord').fill(password)
      await page.getByRole('button', { name: 'Logg inn' }).click()
    }
    await logIn('kari@example.no', 'Kinoklubb118')
    assert.equal(
      (await page.getByRole('alert').innerText()).trim(),
      'Feil e-postadresse eller passord.',
    )
    await logIn('ola@example.no', 'Kinoklubb178')
    await page.waitForURL('**/kinoklubb/min-side')
    await page.getByRole('heading', { name: 'Hei, Ola Nordmann!' }).waitFor()
    const memberCalls = calls.filter((url) => url.includes('/partner/'))
    assert.ok(memberCalls.length > 0)
    assert.deepEqual(
      memberCalls.filter((url) => !url.startsWith(`${PARTNER_API.origin}/partner/178/api/`)),
      [],
    )
    await page.close()
  })
})
