// After every switch of the live release the hook has the web server check its
// configuration and reload, with a deadline; if it will not take the new release, the one
// before goes back live, and the publish page and the history say why. The "web server"
// here is a stand-in command that records what it saw.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, it } from 'node:test'
import { setEditor } from '../editor-accounts.mjs'
import { reloadWebServer, webServerFromEnv } from '../web-server.mjs'
import { releaseIds } from '../releases.mjs'
import { COUNTING_BUILD, pageClient, startHook, stopHooks } from './hook-harness.mjs'
import { scratchDir } from '../../scripts/scratch-dir.mjs'

afterEach(stopHooks)

/** A stand-in for nginx: its check and its reload record what the live release holds when
 * they run, and fail or hang when told to by a file. */
const standInServer = () => {
  const dir = scratchDir('web-server-')
  const script = (step) => [
    process.execPath,
    '-e',
    `const fs = require('fs'), path = require('path'), dir = ${JSON.stringify(dir)}
     const live = fs.readFileSync(path.join(process.env.DEPLOY, 'current', 'index.html'), 'utf8')
     fs.appendFileSync(path.join(dir, 'calls'), '${step} ' + live + '\\n')
     const mode = fs.existsSync(path.join(dir, '${step}')) ? fs.readFileSync(path.join(dir, '${step}'), 'utf8') : 'ok'
     if (mode === 'fail') { console.error('nginx: [emerg] unexpected "}" in redirects.conf:3'); process.exit(1) }
     if (mode === 'hang') setTimeout(() => {}, 60000)`,
  ]
  return {
    webServer: { test: script('test'), reload: script('reload'), timeoutMs: 1000 },
    calls: () =>
      fs.existsSync(path.join(dir, 'calls'))
        ? fs.readFileSync(path.join(dir, 'calls'), 'utf8').trim().split('\n')
        : [],
    set: (step, mode) => fs.writeFileSync(path.join(dir, step), mode),
  }
}

const EDITOR = { account: 'kari', name: 'Kari', password: 'karis-eget-passord-1' }

const setUp = async () => {
  const server = standInServer()
  const editorsFile = path.join(scratchDir('editors-'), 'editors.json')
  await setEditor(editorsFile, EDITOR)
  const started = await startHook({
    build: COUNTING_BUILD,
    webServer: server.webServer,
    editorsFile,
  })
  process.env.DEPLOY = started.deployDir
  const status = async () =>
    (
      await fetch(`${started.base}/status`, {
        headers: { Authorization: 'Bearer a-long-shared-secret-for-tests' },
      })
    ).json()
  const publish = async () => {
    await started.call()
    await started.hook.idle()
  }
  return { ...started, ...server, status, publish }
}

describe('the web server after a publish', () => {
  it('checks its configuration, then reloads, once the new release is live', async () => {
    const { publish, calls, live } = await setUp()
    await publish()
    await publish()
    assert.equal(live(), 'build 2')
    assert.deepEqual(calls(), ['test build 1', 'reload build 1', 'test build 2', 'reload build 2'])
  })

  for (const [step, mode, why] of [
    ['test', 'fail', /avviste oppsettet: nginx: \[emerg\] unexpected/],
    ['reload', 'fail', /ble ikke lastet på nytt: nginx: \[emerg\]/],
    ['reload', 'hang', /svarte ikke innen 1 sekunder og ble stoppet/],
  ])
    it(`puts the release before back live when its ${step} ${mode === 'hang' ? 'hangs' : 'fails'}, and says why`, async () => {
      const { publish, set, live, status, deployDir } = await setUp()
      await publish()
      set(step, mode)
      const started = Date.now()
      await publish()
      assert.ok(Date.now() - started < 5000, 'the deadline held')
      assert.equal(live(), 'build 1')
      assert.equal(releaseIds(deployDir).length, 1, 'the refused release is gone')
      const s = await status()
      assert.equal(s.state, 'failed')
      assert.match(s.lastBuild.summary.title, /Webserveren godtok ikke den nye versjonen/)
      assert.match(s.lastBuild.summary.items[0].problem, why)
    })
})

describe('the web server after a rollback', () => {
  it('reloads for the release gone back to, or keeps the live one when it is refused', async () => {
    const { publish, set, live, calls, base } = await setUp()
    await publish()
    await publish()
    const { logIn, tokenOn, post } = pageClient(base)
    const { cookie } = await logIn(EDITOR.account, EDITOR.password)
    const rollBack = async () =>
      (
        await post('/publisering/tilbake', { token: await tokenOn(cookie) }, { cookie })
      ).headers.get('location')
    set('reload', 'fail')
    assert.equal(await rollBack(), '/publisering?melding=tilbake-feilet')
    assert.equal(live(), 'build 2')
    set('reload', 'ok')
    assert.equal(await rollBack(), '/publisering?melding=tilbake')
    assert.equal(live(), 'build 1')
    assert.deepEqual(calls().slice(-2), ['test build 1', 'reload build 1'])
  })
})

describe('the web server commands', () => {
  it('are read from the environment, split on spaces, and nothing without a reload', async () => {
    assert.deepEqual(
      webServerFromEnv({
        WEB_SERVER_TEST: 'sudo /usr/sbin/nginx -t',
        WEB_SERVER_RELOAD: ' sudo  /usr/bin/systemctl reload nginx ',
        WEB_SERVER_TIMEOUT_MS: '5000',
      }),
      {
        test: ['sudo', '/usr/sbin/nginx', '-t'],
        reload: ['sudo', '/usr/bin/systemctl', 'reload', 'nginx'],
        timeoutMs: 5000,
      },
    )
    assert.deepEqual(await reloadWebServer(webServerFromEnv({})), { ok: true, skipped: true })
  })

  it('run without a shell, so nothing in them is interpreted', async () => {
    const marker = path.join(scratchDir('shell-'), 'ran')
    const result = await reloadWebServer(
      webServerFromEnv({ WEB_SERVER_RELOAD: `echo ok;touch ${marker}` }),
    )
    assert.equal(result.ok, true)
    assert.equal(fs.existsSync(marker), false)
  })

  it('name a command that is not there', async () => {
    const result = await reloadWebServer(webServerFromEnv({ WEB_SERVER_RELOAD: '/finnes/ikke' }))
    assert.equal(result.ok, false)
    assert.match(result.output, /ENOENT/)
  })
})
