// The hook under pressure: a storm of the CMS's webhooks and two editors pressing
// «Publiser nå» at once, who see the build under way while it waits for more to join. A
// storm arrives while the build it started runs (a real build takes a minute or more);
// every call is answered, and they lead to at most two builds.
import assert from 'node:assert/strict'
import path from 'node:path'
import { afterEach, describe, it } from 'node:test'
import { scratchDir } from '../../scripts/scratch-dir.mjs'
import { setEditor } from '../editors/editor-accounts.mjs'
import { COUNTING_BUILD, pageClient, startHook, stopHooks } from './hook-harness.mjs'

const KARI = { account: 'kari', name: 'Kari', password: 'karis-eget-passord-1' }
const OLA = { account: 'ola', name: 'Ola', password: 'olas-eget-passord-22' }

afterEach(stopHooks)

describe('a storm of webhooks', () => {
  it('answers 100 calls in ten bursts with 202 each and makes at most two builds', async (t) => {
    const { call, hook, base, live } = await startHook({
      build: COUNTING_BUILD,
      env: { BUILD_MS: '3000' },
    })
    const started = Date.now()
    const statuses = []
    for (let burst = 0; burst < 10; burst++)
      statuses.push(
        ...(await Promise.all(Array.from({ length: 10 }, () => call()))).map((a) => a.status),
      )
    const stormMs = Date.now() - started
    assert.ok(stormMs < 10_000, `the storm took ${stormMs} ms`)
    assert.deepEqual(statuses, Array(100).fill(202))
    await hook.idle()
    const status = await (
      await fetch(`${base}/status`, {
        headers: { Authorization: 'Bearer a-long-shared-secret-for-tests' },
      })
    ).json()
    t.diagnostic(`100 calls in ${stormMs} ms made ${status.builds} build(s)`)
    assert.ok(status.builds <= 2, `${status.builds} builds`)
    assert.equal(live(), `build ${status.builds}`)
  })
})

describe('two editors publishing at once', () => {
  it('get one build, which names both and which both see on their page', async () => {
    const editorsFile = path.join(scratchDir('editors-'), 'editors.json')
    for (const editor of [KARI, OLA]) await setEditor(editorsFile, editor)
    const { hook, base, deployDir } = await startHook({
      build: COUNTING_BUILD,
      editorsFile,
      gatherMs: 3000,
    })
    const client = pageClient(base)
    const kari = (await client.logIn(KARI.account, KARI.password)).cookie
    const ola = (await client.logIn(OLA.account, OLA.password)).cookie
    const [kariToken, olaToken] = [await client.tokenOn(kari), await client.tokenOn(ola)]
    const answers = await Promise.all([
      client.post('/publisering/publiser', { token: kariToken }, { cookie: kari }),
      client.post('/publisering/publiser', { token: olaToken }, { cookie: ola }),
    ])
    assert.deepEqual(
      answers.map((a) => a.status),
      [303, 303],
    )
    // While it waits for more to join, the page says a build is under way.
    const waiting = await (await client.get('/publisering', kari)).text()
    assert.match(waiting, /<section[^>]*id="na" data-tilstand="building"/)
    assert.match(waiting, /Byggingen starter om et øyeblikk/)
    await hook.idle()
    for (const cookie of [kari, ola]) {
      const page = await (await client.get('/publisering', cookie)).text()
      const rows = page.match(/<tr class="resultat-[^"]+">.*?<\/tr>/g) ?? []
      assert.equal(rows.length, 1, rows.join('\n'))
      assert.match(
        rows[0],
        /Publisert.*<td>(Kari \(kari\), Ola \(ola\)|Ola \(ola\), Kari \(kari\))<\/td>/,
      )
    }
    assert.ok(path.isAbsolute(deployDir))
  })
})
