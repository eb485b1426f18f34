// The editors' publish page over HTTP, with a stand-in build command (the browser test in
// tests/browser/publish-page.test.mjs runs real builds): named accounts and their limit,
// the shared-password shortcut, nothing shown without a session, cross-site requests
// refused, «Publiser nå» and rollbacks in the history with the account that asked, a failed
// build explained, and the chat notification.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { afterEach, describe, it } from 'node:test'
import { scratchDir } from '../../scripts/scratch-dir.mjs'
import { until } from '../../tests/support/until.mjs'
import { removeEditor, setEditor } from '../editors/editor-accounts.mjs'
import { createRebuildHook } from '../server.mjs'
import { eventually, pageClient, SECRET, startHook, stopHooks } from './hook-harness.mjs'

const EDITOR_PASSWORD = 'redaktor-passord-2026'
const KARI = { account: 'kari', name: 'Kari Redaktør', password: 'karis-eget-passord-1' }
const OLA = { account: 'ola', name: 'Ola', password: 'olas-eget-passord-22' }

// A "build" that publishes a counter, or fails with the failure report the real build
// writes (FAIL_REPORT), or fails without one (FAIL_BUILD).
const FAKE_BUILD = `
const fs = require('fs')
if (process.env.DUMP_ENV) fs.writeFileSync('env.json', JSON.stringify(process.env))
const n = Number(fs.existsSync('count') ? fs.readFileSync('count', 'utf8') : 0) + 1
fs.writeFileSync('count', String(n))
setTimeout(() => {
  if (process.env.FAIL_REPORT) {
    fs.writeFileSync(process.env.BUILD_REPORT_FILE, process.env.FAIL_REPORT)
    console.error('Invalid content.')
    process.exit(1)
  }
  if (process.env.FAIL_BUILD) process.exit(1)
  fs.mkdirSync('public', { recursive: true })
  fs.writeFileSync('public/index.html', 'build ' + n)
}, Number(process.env.BUILD_MS || 100))
`

const SLIDSHOW = JSON.stringify({
  kind: 'content',
  faults: [
    {
      file: 'content/pages/kino.json',
      record: 'page-kino',
      field: 'blocks[1].component',
      message: 'unknown value "Slidshow" (expected one of: CoverFlow, Slideshow, Title)',
    },
    {
      file: 'content/pages/kino.json',
      record: 'page-kino',
      field: 'title',
      message: 'is missing <script>alert(1)</script>',
    },
  ],
})

const setUp = async ({ env = {}, editors = [KARI, OLA], ...options } = {}) => {
  const editorsFile = path.join(scratchDir('editors-'), 'editors.json')
  for (const editor of editors) await setEditor(editorsFile, editor)
  const started = await startHook({
    build: FAKE_BUILD,
    prefix: 'publish-page-',
    editorsFile,
    env,
    ...options,
  })
  const client = pageClient(started.base)
  return {
    ...started,
    ...client,
    editorsFile,
    webhook: () => started.call(),
    logIn: (account = KARI.account, password = KARI.password) => client.logIn(account, password),
  }
}

/** The page's text without tags, for checks of what an editor reads. */
const textOf = (html) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

/** The wait a login answer says the account's pace imposed (its Server-Timing entry). */
const throttleWait = (answer) => {
  const entry = /(?:^|,)\s*throttle;dur=(\d+)/.exec(answer.headers.get('server-timing') ?? '')
  assert.ok(entry, `no throttle entry in Server-Timing: ${answer.headers.get('server-timing')}`)
  return Number(entry[1])
}

afterEach(stopHooks)

describe('the publish page without a session', () => {
  it('shows nothing but the login form, and changes nothing', async () => {
    const { get, post, webhook, hook } = await setUp()
    await webhook()
    await hook.idle()
    for (const pathname of ['/publisering', '/publisering/bekreft?handling=tilbake']) {
      const page = await (await get(pathname)).text()
      assert.match(page, /<form method="post" action="\/publisering\/logg-inn">/)
      assert.doesNotMatch(textOf(page), /Publisert|Siste bygginger|CMS|versjonen fra/)
    }
    // Without a session there is no form token to match (@fastify/csrf-protection).
    const answer = await post('/publisering/publiser', { token: 'anything' })
    assert.equal(answer.status, 403)
    await hook.idle()
    const status = await (await get('/status')).json()
    assert.equal(status.builds, 1, 'a build started without a session')
  })

  it('is off, saying so, without accounts or an editor password; a weak one is refused', async () => {
    const { get } = await setUp({ editors: [], editorPassword: null })
    const answer = await get('/publisering')
    assert.equal(answer.status, 404)
    assert.match(textOf(await answer.text()), /ikke slått på/)
    assert.throws(() => createRebuildHook({ secret: SECRET, editorPassword: 'kort' }), /12/)
    assert.throws(() => createRebuildHook({ secret: SECRET, editorPassword: SECRET }), /differ/)
  })
})

describe('editor login', () => {
  it("gives a page-scoped, HttpOnly, same-site session for the account's own password", async () => {
    const { logIn, get, opens } = await setUp()
    const wrong = await logIn('kari', OLA.password)
    assert.equal(wrong.answer.status, 401)
    assert.match(textOf(await wrong.answer.text()), /Feil brukernavn eller passord\./)
    assert.equal(await opens(wrong.cookie), false)
    assert.equal((await logIn('finnes-ikke', KARI.password)).answer.status, 401)

    const { answer, cookie } = await logIn()
    assert.equal(answer.status, 303)
    const setCookie = answer.headers.get('set-cookie')
    for (const part of ['HttpOnly', 'SameSite=Strict', 'Path=/publisering'])
      assert.ok(setCookie.includes(part), setCookie)
    assert.match(
      textOf(await (await get('/publisering', cookie)).text()),
      /Logget inn som Kari Redaktør/,
    )
  })

  it('shuts out an account removed from the file, session and all, without a restart', async () => {
    const { logIn, opens, editorsFile } = await setUp()
    const { cookie } = await logIn()
    assert.equal(await opens(cookie), true)
    removeEditor(editorsFile, KARI.account)
    assert.equal(await opens(cookie), false)
    assert.equal((await logIn()).answer.status, 401)
    assert.equal(await opens((await logIn(OLA.account, OLA.password)).cookie), true)
  })

  it('takes the shared EDITOR_PASSWORD as the account «redaksjonen», when it is set', async () => {
    const { logIn, get } = await setUp({ editors: [], editorPassword: EDITOR_PASSWORD })
    const { answer, cookie } = await logIn('redaksjonen', EDITOR_PASSWORD)
    assert.equal(answer.status, 303)
    assert.match(
      textOf(await (await get('/publisering', cookie)).text()),
      /Logget inn som Redaksjonen/,
    )
    assert.equal((await logIn('kari', EDITOR_PASSWORD)).answer.status, 401)
  })

  it('locks a client out after five wrong passwords, even for the right one', async () => {
    const { logIn, opens } = await setUp()
    for (let i = 0; i < 5; i++)
      assert.equal((await logIn('kari', `gjetning-nummer-${i}`)).answer.status, 401)
    const locked = await logIn()
    assert.equal(locked.answer.status, 429)
    assert.ok(Number(locked.answer.headers.get('retry-after')) > 0)
    assert.equal(await opens(locked.cookie), false)
    assert.match(textOf(await locked.answer.text()), /For mange mislykkede forsøk/)
  })

  it('never lets wrong logins from one client behind the proxy keep another client out', async () => {
    const started = await setUp()
    const from = (ip) => pageClient(started.base, { headers: { 'X-Forwarded-For': ip } })
    // Invented accounts and the editor's own, from one address, far past its limit.
    const attacker = from('203.0.113.66')
    for (const account of ['admin', 'root', 'kari', 'ola', 'redaktor', 'kari', 'kari'])
      assert.notEqual((await attacker.logIn(account, 'feil-passord-123')).answer.status, 303)
    assert.equal((await attacker.logIn(KARI.account, KARI.password)).answer.status, 429)
    // Kari, from the library's network, gets in at once.
    const kari = await from('198.51.100.7').logIn(KARI.account, KARI.password)
    assert.equal(kari.answer.status, 303)
    assert.equal(await started.opens(kari.cookie), true)
  })

  it('slows an account that many clients fail against, and never locks it', async () => {
    const started = await setUp({
      loginThrottle: { slowAfter: 3, firstDelayMs: 600, maxDelayMs: 1200, maxWaitMs: 2500 },
    })
    const from = (ip) => pageClient(started.base, { headers: { 'X-Forwarded-For': ip } })
    for (let i = 0; i < 6; i++)
      assert.equal((await from(`192.0.2.${i}`).logIn('kari', `gjett-${i}`)).answer.status, 401)
    const began = performance.now()
    const kari = await from('198.51.100.7').logIn(KARI.account, KARI.password)
    const waited = performance.now() - began
    assert.equal(kari.answer.status, 303)
    // The server says the wait it imposed; a loaded machine's hashing is not part of it.
    const throttled = throttleWait(kari.answer)
    assert.ok(throttled >= 400, `the server waited ${throttled} ms: not slowed`)
    assert.ok(waited >= throttled, `answered after ${Math.round(waited)} ms, before its turn`)
    // Once Kari is in, the account starts afresh: no delay.
    const again = await from('198.51.100.8').logIn(KARI.account, KARI.password)
    assert.equal(again.answer.status, 303)
    assert.equal(throttleWait(again.answer), 0, 'the delay outlived a correct login')
    // Attempts faster than the account's pace are refused unchecked, with the wait.
    for (let i = 0; i < 3; i++) await from(`192.0.2.${10 + i}`).logIn('ola', 'gjett')
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => from(`192.0.2.${20 + i}`).logIn('ola', 'gjett')),
    )
    const refused = burst.filter(({ answer }) => answer.status === 429)
    assert.ok(refused.length > 0, 'a burst against one account was checked in full')
    assert.match(
      textOf(await refused[0].answer.text()),
      /mange mislykkede forsøk på å logge inn på denne kontoen akkurat nå\. Prøv igjen om \d+ sekunder/,
    )
  })

  it("over https behind the proxy: the origin and the cookies are the visitor's", async () => {
    const started = await setUp({ pageUrl: 'https://publisering.kino.example/publisering' })
    // nginx passes Host itself; fetch may not set it, so the test says it as a proxy may.
    const proxied = {
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-For': '198.51.100.7',
      'X-Forwarded-Host': 'publisering.kino.example',
    }
    const origin = 'https://publisering.kino.example'
    const editor = pageClient(started.base, { headers: proxied })
    const { answer, cookie } = await editor.logIn(KARI.account, KARI.password, { origin })
    assert.equal(answer.status, 303)
    const set = answer.headers.get('set-cookie')
    for (const part of ['__Host-publisering=', 'Secure', 'Path=/', 'HttpOnly', 'SameSite=Strict'])
      assert.ok(set.includes(part), set)
    assert.doesNotMatch(set, /Domain=/i)
    assert.equal(await editor.opens(cookie), true)
    // The public site is the same site but another origin: its posts are refused.
    const token = await editor.tokenOn(cookie)
    for (const headers of [
      { Origin: 'https://kino.example' },
      { Origin: origin, 'Sec-Fetch-Site': 'same-site' },
    ]) {
      const forged = await editor.post(
        '/publisering/publiser',
        { token },
        { cookie, origin: null, headers },
      )
      assert.equal(forged.status, 403, JSON.stringify(headers))
    }
    // Without the proxy's word that the visitor came over https, no login that cannot hold.
    const plain = pageClient(started.base, {
      headers: { 'X-Forwarded-Host': 'publisering.kino.example' },
    })
    const refused = await plain.logIn(KARI.account, KARI.password, {
      origin: 'http://publisering.kino.example',
    })
    assert.equal(refused.answer.status, 400)
    assert.match(textOf(await refused.answer.text()), /må gå over https.*X-Forwarded-Proto/)
  })

  it('stores no session for a visit that does not log in', async () => {
    const { get, hook } = await setUp()
    for (let i = 0; i < 200; i++) await (await get('/publisering')).text()
    assert.equal(hook.editorSessionCount(), 0)
  })

  it('refuses a login form posted from another site, or without the form token', async () => {
    const { post, opens } = await setUp()
    const crossSite = await post(
      '/publisering/logg-inn',
      { konto: KARI.account, passord: KARI.password },
      { origin: 'https://evil.example' },
    )
    assert.equal(crossSite.status, 403)
    assert.equal(crossSite.headers.get('set-cookie'), null)
    const noToken = await post('/publisering/logg-inn', {
      konto: KARI.account,
      passord: KARI.password,
    })
    assert.equal(noToken.status, 403)
    assert.equal(await opens(noToken.headers.get('set-cookie')?.split(';')[0]), false)
  })
})

describe('publishing and rolling back from the page', () => {
  it('starts a build for «Publiser nå», coalesced with webhook calls, and names who asked', async () => {
    const { logIn, tokenOn, post, webhook, hook, get, live } = await setUp({
      env: { BUILD_MS: '400' },
    })
    const { cookie } = await logIn('kari')
    const token = await tokenOn(cookie)
    await webhook()
    // During that build: the editor twice and the CMS once give one more build.
    for (let i = 0; i < 2; i++) {
      const answer = await post('/publisering/publiser', { token }, { cookie })
      assert.equal(answer.status, 303)
      assert.equal(answer.headers.get('location'), '/publisering?melding=publiser')
    }
    await webhook()
    await hook.idle()
    assert.equal(live(), 'build 2')
    const page = textOf(await (await get('/publisering', cookie)).text())
    assert.match(page, /Publisert Kari Redaktør \(kari\), CMS .*Publisert CMS/)
  })

  it('refuses a state change from another site or without the form token', async () => {
    const { logIn, tokenOn, post, hook, get } = await setUp()
    const { cookie } = await logIn()
    const token = await tokenOn(cookie)
    const crossSite = await post(
      '/publisering/publiser',
      { token },
      { cookie, origin: 'https://evil.example' },
    )
    assert.equal(crossSite.status, 403)
    const noToken = await post('/publisering/publiser', {}, { cookie })
    assert.equal(noToken.headers.get('location'), '/publisering?melding=utlopt')
    const otherToken = await post('/publisering/tilbake', { token: 'x'.repeat(43) }, { cookie })
    assert.equal(otherToken.headers.get('location'), '/publisering?melding=utlopt')
    await hook.idle()
    assert.equal((await (await get('/status')).json()).builds, 0)
  })

  it('rolls back to the release before, and writes it to the history with the name', async () => {
    const { logIn, rollbackForm, post, webhook, hook, get, live } = await setUp()
    for (let i = 0; i < 2; i++) {
      await webhook()
      await hook.idle()
    }
    assert.equal(live(), 'build 2')
    const { cookie } = await logIn(OLA.account, OLA.password)
    const confirm = await (await get('/publisering/bekreft?handling=tilbake', cookie)).text()
    assert.match(textOf(confirm), /Gå tilbake til forrige versjon\? .* Ja, gå tilbake/)
    assert.match(
      textOf(confirm),
      /Publisert nå Versjonen bygget .+ Publisert etterpå Versjonen bygget .+ Ja, gå tilbake/,
    )
    const answer = await post('/publisering/tilbake', await rollbackForm(cookie), { cookie })
    assert.equal(answer.headers.get('location'), '/publisering?melding=tilbake')
    assert.equal(live(), 'build 1')
    const page = textOf(await (await get('/publisering?melding=tilbake', cookie)).text())
    assert.match(page, /satt tilbake til forrige versjon/)
    assert.match(page, /Gikk tilbake Ola \(ola\)/)
    // The first release has none before it: no button, and a clear answer if forced.
    assert.doesNotMatch(page, /Gå tilbake til forrige versjon/)
    const again = await post('/publisering/tilbake', await rollbackForm(cookie), { cookie })
    assert.equal(again.headers.get('location'), '/publisering?melding=ingen-tidligere')
  })

  it('does not undo a build that went live after the editor confirmed a rollback', async () => {
    const { logIn, rollbackForm, post, webhook, hook, get, live } = await setUp({
      env: { BUILD_MS: '600' },
    })
    for (let i = 0; i < 2; i++) {
      await webhook()
      await hook.idle()
    }
    const { cookie } = await logIn()
    const form = await rollbackForm(cookie)
    assert.ok(form.fra && form.til && form.fra !== form.til, JSON.stringify(form))
    // Build 3 starts (a CMS publish) before the editor's confirmation arrives.
    await webhook()
    const answer = await post('/publisering/tilbake', form, { cookie })
    assert.equal(answer.headers.get('location'), '/publisering?melding=tilbake-venter')
    await hook.idle()
    assert.equal(live(), 'build 3', 'the rollback brought back what build 3 replaced')
    const page = textOf(await (await get('/publisering', cookie)).text())
    assert.match(page, /Gikk ikke tilbake: det som er publisert, hadde endret seg/)

    // Confirmed on a page that is out of date: refused at once, with the reason.
    const stale = await post('/publisering/tilbake', form, { cookie })
    assert.equal(stale.headers.get('location'), '/publisering?melding=tilbake-endret')
    assert.equal(live(), 'build 3')
    const told = textOf(await (await get('/publisering?melding=tilbake-endret', cookie)).text())
    assert.match(told, /ble ikke satt tilbake: en annen versjon er publisert/)
    // A form without the versions changes nothing either.
    const bare = await post('/publisering/tilbake', { token: form.token }, { cookie })
    assert.equal(bare.headers.get('location'), '/publisering?melding=tilbake-endret')
    assert.equal(live(), 'build 3')
  })

  it('warns, before a rollback, that a running build comes first', async () => {
    const { logIn, webhook, hook, get } = await setUp({ env: { BUILD_MS: '600' } })
    for (let i = 0; i < 2; i++) {
      await webhook()
      await hook.idle()
    }
    const { cookie } = await logIn()
    const calm = textOf(await (await get('/publisering/bekreft?handling=tilbake', cookie)).text())
    assert.doesNotMatch(calm, /En bygging pågår/)
    await webhook()
    const racing = textOf(await (await get('/publisering/bekreft?handling=tilbake', cookie)).text())
    assert.match(
      racing,
      /En bygging pågår\. Tilbakestillingen venter til den er ferdig\. Blir den publisert, gjøres ingenting/,
    )
  })

  it('logs out: the session no longer opens the page', async () => {
    const { logIn, tokenOn, post, get } = await setUp()
    const { cookie } = await logIn()
    const answer = await post('/publisering/logg-ut', { token: await tokenOn(cookie) }, { cookie })
    assert.match(answer.headers.get('set-cookie'), /Max-Age=0/)
    assert.match(await (await get('/publisering', cookie)).text(), /logg-inn/)
  })
})

describe('a failed build on the page', () => {
  it('explains the content fault in plain words, escaped, with the log tail on request', async () => {
    const { webhook, hook, logIn, get } = await setUp({ env: { FAIL_REPORT: SLIDSHOW } })
    await webhook()
    await hook.idle()
    const { cookie } = await logIn()
    const html = await (await get('/publisering', cookie)).text()
    const page = textOf(html)
    assert.match(page, /Den siste byggingen feilet/)
    assert.match(page, /Innholdet har 2 feil/)
    assert.match(
      page,
      /Siden «kino», posten «page-kino» \(content\/pages\/kino\.json\), blokk 2, feltet «component»: har verdien «Slidshow», som ikke finnes\. Mente du «Slideshow»\?/,
    )
    assert.doesNotMatch(html, /<script>alert/)
    assert.match(html, /<summary>Vis slutten av loggen<\/summary>\s*<pre[^>]*>[^<]*Invalid content/)
    assert.doesNotMatch(page, /at .*\.js:\d+/, 'a stack trace is shown')
  })

  it('tells the chat address with the summary and the page link, and never fails for it', async () => {
    const received = []
    const receiver = http.createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        received.push({ type: req.headers['content-type'], body: JSON.parse(body) })
        res.end('ok')
      })
    })
    await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    const address = `http://127.0.0.1:${receiver.address().port}/hooks/T0/B0/secret-key`
    const errors = []
    const realError = console.error
    console.error = (...args) => errors.push(args.join(' '))
    try {
      const { webhook, hook } = await setUp({
        env: { FAIL_REPORT: SLIDSHOW, DUMP_ENV: '1' },
        failureWebhook: address,
        pageUrl: 'https://bygg.kino.example/publisering',
      })
      await webhook()
      await hook.idle()
      await until(() => received.length > 0, 'the failure webhook called', { every: 20 })
      assert.equal(received.length, 1)
      assert.equal(received[0].type, 'application/json')
      assert.deepEqual(Object.keys(received[0].body), ['text'])
      assert.match(received[0].body.text, /Innholdet har 2 feil/)
      assert.match(received[0].body.text, /blokk 2, feltet «component»/)
      assert.match(received[0].body.text, /https:\/\/bygg\.kino\.example\/publisering/)

      // The receiver gone: the build is still recorded as failed, and the hook answers.
      await new Promise((resolve) => receiver.close(resolve))
      await webhook()
      await hook.idle()
      // The notice is sent after the build is recorded: wait for its error, not a fixed time.
      await eventually(() => /not delivered/.test(errors.join('\n')))
      assert.match(errors.join('\n'), /notification was not delivered/)
      assert.doesNotMatch(errors.join('\n'), /secret-key/, 'the webhook address was logged')
    } finally {
      console.error = realError
    }
  })

  it('never hands the editor password or the chat address to the build', async () => {
    const { webhook, hook, projectDir } = await setUp({
      env: { DUMP_ENV: '1' },
      failureWebhook: 'https://hooks.chat.example/T0/B0/secret-key',
    })
    process.env.EDITOR_PASSWORD = EDITOR_PASSWORD
    try {
      await webhook()
      await hook.idle()
    } finally {
      delete process.env.EDITOR_PASSWORD
    }
    const env = fs.readFileSync(path.join(projectDir, 'env.json'), 'utf8')
    assert.doesNotMatch(env, new RegExp(EDITOR_PASSWORD))
    assert.doesNotMatch(env, /secret-key/)
    assert.ok(JSON.parse(env).BUILD_REPORT_FILE, 'the build is told where to report')
  })
})
