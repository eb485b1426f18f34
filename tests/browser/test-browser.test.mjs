// The Chromium the tests launch (scripts/chromium.mjs, fixtures.mjs): it keeps the features
// Playwright turns off turned off, opens pages without the address bar's popup, and
// offline, set once, holds for every page opened after it.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumFlags, CHROMIUM_PATH, playwrightLaunchOptions } from '../../scripts/chromium.mjs'
import { scratchDir } from '../../scripts/scratch-dir.mjs'
import { launchBrowser, test } from './fixtures.mjs'

/** The --disable-features flags Playwright starts a browser with, in order: the browser is
 * a script that writes its arguments down and exits. */
const featureFlagsPassed = async () => {
  const dir = scratchDir('argv-')
  const argvFile = path.join(dir, 'argv')
  const fake = path.join(dir, 'chromium')
  fs.writeFileSync(fake, `#!/bin/sh\nprintf '%s\\n' "$@" > '${argvFile}'\nexit 1\n`, {
    mode: 0o755,
  })
  await chromium
    .launch({ ...playwrightLaunchOptions(), executablePath: fake, timeout: 10_000 })
    .catch(() => {})
  return fs
    .readFileSync(argvFile, 'utf8')
    .split('\n')
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','))
}

/** The address bar's popups Chromium has loaded once a page is open. */
const omniboxPopups = async (browser) => {
  const page = await browser.newPage()
  await page.goto('data:text/html,<h1>Kino</h1>')
  const cdp = await browser.newBrowserCDPSession()
  const { targetInfos } = await cdp.send('Target.getTargets')
  await cdp.detach()
  return targetInfos.filter((target) => target.url.startsWith('chrome://omnibox-popup'))
}

test.describe('the browser the tests launch', () => {
  test('keeps every feature Playwright turns off turned off, with ours last', async () => {
    // Chromium reads only the last --disable-features; Playwright passes its own first.
    const [playwrights, ...rest] = await featureFlagsPassed()
    const ours = rest.at(-1)
    assert.ok(ours, 'no --disable-features of ours after Playwright’s')
    assert.deepEqual(
      playwrights.filter((feature) => !ours.includes(feature)),
      [],
      'Playwright turns off features that scripts/chromium.mjs turns back on',
    )
    assert.ok(ours.includes('WebUIOmniboxPopup') && ours.includes('WebUIOmniboxAimPopup'))
  })

  test("opens pages without loading the address bar's popup", async () => {
    // Launched as Playwright alone launches it, the Chromium this was written against
    // loaded the popups in each window; Debian's 150 no longer does. Which one runs here is
    // said, not asserted: what must hold is that ours never loads them.
    const plain = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumFlags() })
    try {
      const popups = await omniboxPopups(plain)
      test.info().annotations.push({
        type: 'note',
        description: `a plain launch loads ${popups.length} address-bar popup(s)`,
      })
    } finally {
      await plain.close()
    }
    const ours = await launchBrowser()
    try {
      assert.deepEqual(await omniboxPopups(ours), [])
    } finally {
      await ours.close()
    }
  })
})

test.describe('the offline the tests emulate', () => {
  test('holds for a page opened offline, not only for the page open when it was set', async ({
    browser,
  }) => {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      // Each goto makes a new document, as a visitor's next page does.
      await page.route('http://kino.test/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<h1>Kino</h1>' }),
      )
      await page.goto('http://kino.test/')
      await context.setOffline(true)
      assert.equal(await page.evaluate(() => navigator.onLine), false)
      await page.goto('http://kino.test/neste')
      assert.equal(await page.evaluate(() => navigator.onLine), false)
    } finally {
      await context.close()
    }
  })
})
