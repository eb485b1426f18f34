// A release goes live only after what it hands to nginx has been checked, and nginx is
// reloaded after each switch, each command with a deadline. The "web server" here is a
// stand-in: its check and its reload record which release is live when they run, and fail
// or hang when told to by a file. tests/browser/publish-nginx.test.mjs does the same on a
// real nginx.
import assert from 'node:assert/strict'
import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, it } from 'node:test'
import { setEditor } from '../../editors/editor-accounts.mjs'
import { runCommand, reloadWebServer, webServerFromEnv } from '../web-server.mjs'
import { releaseIds } from '../releases.mjs'
import {
  eventually,
  pageClient,
  SECRET,
  startHook,
  stopHooks,
} from '../../__tests__/hook-harness.mjs'
import { scratchDir } from '../../../scripts/scratch-dir.mjs'

afterEach(stopHooks)

/** A build whose public/index.html says «build n», with a redirect that names it
 * (/versjon-n) and those the file `redirects` in the project holds (serve.json's form). */
const BUILD = `
const fs = require('fs')
const n = Number(fs.existsSync('count') ? fs.readFileSync('count', 'utf8') : 0) + 1
fs.writeFileSync('count', String(n))
fs.rmSync('public', { recursive: true, force: true })
fs.mkdirSync('public', { recursive: true })
fs.writeFileSync('public/index.html', 'build ' + n)
const extra = fs.existsSync('redirects') ? JSON.parse(fs.readFileSync('redirects', 'utf8')) : []
const own = { source: '/versjon-' + n, destination: '/', type: 302 }
fs.writeFileSync('public/serve.json', JSON.stringify({ redirects: [own, ...extra] }))
setTimeout(() => {}, Number(process.env.BUILD_MS || 50))
`

/** A stand-in for nginx. Its check is run as nginx would be (-c <config>) and records the
 * live release and the release whose maps its configuration reads; its reload records the
 * live release. Each fails, or hangs, when the file of its step says so. */
const standInServer = () => {
  const dir = scratchDir('web-server-')
  const record = (step) => `
     const fs = require('fs'), path = require('path'), dir = ${JSON.stringify(dir)}
     const current = path.join(process.env.DEPLOY, 'current', 'index.html')
     const live = fs.existsSync(current) ? fs.readFileSync(current, 'utf8') : 'nothing'
     const config = process.argv.includes('-c') ? fs.readFileSync(process.argv[process.argv.indexOf('-c') + 1], 'utf8') : ''
     const maps = /include "(.*)\\/kulturhus-redirects\\.conf"/.exec(config)?.[1]
     const version = maps && /"\\/versjon-(\\d+)"/.exec(fs.readFileSync(path.join(maps, 'redirects-302.map'), 'utf8'))?.[1]
     const checked = version ? ' of build ' + version : ''
     fs.appendFileSync(path.join(dir, 'calls'), '${step}' + checked + ' while ' + live + ' is live\\n')
     const file = path.join(dir, '${step}')
     const mode = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\\n')[0] : 'ok'
     if (fs.existsSync(file)) fs.writeFileSync(file, fs.readFileSync(file, 'utf8').split('\\n').slice(1).join('\\n') || 'ok')
     if (mode === 'fail') { console.error('nginx: [emerg] ${step} failed'); process.exit(1) }
     if (mode === 'hang') setTimeout(() => {}, 60000)`
  const check = path.join(dir, 'nginx')
  fs.writeFileSync(check, `#!${process.execPath}\n${record('check')}`)
  fs.chmodSync(check, 0o755)
  return {
    webServer: { check, reload: [process.execPath, '-e', record('reload')], timeoutMs: 1000 },
    calls: () =>
      fs.existsSync(path.join(dir, 'calls'))
        ? fs.readFileSync(path.join(dir, 'calls'), 'utf8').trim().split('\n')
        : [],
    /** The modes of a step's next calls, one per line (then ok). */
    set: (step, ...modes) => fs.writeFileSync(path.join(dir, step), modes.join('\n')),
  }
}

/** The redirects nginx reads now: the map files in the hook's own folder. */
const liveMaps = (deployDir) =>
  Object.fromEntries(
    fs
      .readdirSync(path.join(deployDir, 'nginx'))
      .map((name) => [name, fs.readFileSync(path.join(deployDir, 'nginx', name), 'utf8')]),
  )

const EDITOR = { account: 'kari', name: 'Kari', password: 'karis-eget-passord-1' }

const setUp = async (build = BUILD) => {
  const server = standInServer()
  const editorsFile = path.join(scratchDir('editors-'), 'editors.json')
  await setEditor(editorsFile, EDITOR)
  const started = await startHook({ build, webServer: server.webServer, editorsFile })
  process.env.DEPLOY = started.deployDir
  const status = async () =>
    (
      await fetch(`${started.base}/status`, { headers: { Authorization: `Bearer ${SECRET}` } })
    ).json()
  const publish = async () => {
    await started.call()
    await started.hook.idle()
  }
  return { ...started, ...server, status, publish }
}

describe('a release going live', () => {
  it('is checked by nginx before it is live, and nginx reloaded once it is', async () => {
    const { publish, calls, live } = await setUp()
    await publish()
    await publish()
    assert.equal(live(), 'build 2')
    assert.deepEqual(calls().slice(2), [
      'check of build 2 while build 1 is live',
      'reload while build 2 is live',
    ])
  })

  it('never serves a request when nginx refuses it: the live release stays, and the page says why', async () => {
    const { publish, set, live, status, deployDir, calls } = await setUp()
    await publish()
    set('check', 'fail')
    await publish()
    assert.equal(live(), 'build 1')
    assert.equal(releaseIds(deployDir).length, 1, 'the refused release is gone')
    assert.ok(!calls().some((c) => c.includes('while build 2')), 'build 2 was never live')
    const s = await status()
    assert.equal(s.state, 'failed')
    assert.match(s.lastBuild.summary.title, /Webserveren godtok ikke den nye versjonen/)
    assert.match(s.lastBuild.summary.items[0].problem, /før den ble publisert: nginx: \[emerg\]/)
  })

  it("writes the live release's redirects as maps in the hook's own folder, and nothing else", async () => {
    const { publish, projectDir, deployDir } = await setUp()
    fs.writeFileSync(
      path.join(projectDir, 'redirects'),
      JSON.stringify([
        { source: '/program', destination: '/kino', type: 301 },
        {
          source: '/kampanje',
          destination: 'https://billett.example.no/?c=$http_cookie',
          type: 302,
        },
        { source: '/sitat"; add_header X 1; #', destination: '/kino', type: 301 },
      ]),
    )
    await publish()
    const maps = liveMaps(deployDir)
    assert.deepEqual(Object.keys(maps).sort(), ['redirects-301.map', 'redirects-302.map'])
    assert.match(maps['redirects-301.map'], /^"\/program" "\/kino";$/m)
    assert.match(maps['redirects-301.map'], /^"\/sitat\\"; add_header X 1; #" "\/kino";$/m)
    assert.match(
      maps['redirects-302.map'],
      /^"\/kampanje" "https:\/\/billett\.example\.no\/\?c=%24http_cookie";$/m,
    )
    for (const text of Object.values(maps))
      for (const line of text.split('\n').filter((l) => l && !l.startsWith('#')))
        assert.match(line, /^"(?:[^"\\]|\\.)*" "(?:[^"\\$]|\\.)*";$/, line)
  })

  for (const [why, redirect, reason] of [
    [
      'a page of the release',
      { source: '/index.html', destination: '/kino', type: 301 },
      /would hide/,
    ],
    [
      'the publish page',
      { source: '/publisering', destination: 'https://evil.example', type: 302 },
      /would hide \/publisering/,
    ],
    [
      'the news feed',
      { source: '/RSS.xml', destination: '/kino', type: 301 },
      /would hide \/rss\.xml/,
    ],
    [
      'page data',
      { source: '/page-data/x', destination: '/kino', type: 301 },
      /would hide \/page-data/,
    ],
    [
      'a path in other letters',
      { source: '/Versjon-2', destination: '/', type: 301 },
      /in other letters/,
    ],
    [
      'a line break',
      { source: '/a', destination: '/b\r\nSet-Cookie: x=1', type: 301 },
      /control character/,
    ],
    ['another host', { source: '//evil.example', destination: '/kino', type: 301 }, /not a path/],
    [
      'a script address',
      { source: '/a', destination: 'javascript:alert(1)', type: 302 },
      /neither a path/,
    ],
    ['another status', { source: '/a', destination: '/kino', type: 307 }, /serve\.json/],
  ])
    it(`is refused, unchecked by nginx, when a redirect would take ${why}`, async () => {
      const { publish, live, status, projectDir, calls, deployDir } = await setUp()
      await publish()
      const before = liveMaps(deployDir)
      fs.writeFileSync(path.join(projectDir, 'redirects'), JSON.stringify([redirect]))
      await publish()
      assert.equal(live(), 'build 1')
      assert.equal(calls().length, 2, 'nginx saw it')
      assert.equal(releaseIds(deployDir).length, 1)
      assert.deepEqual(liveMaps(deployDir), before)
      const problem = (await status()).lastBuild.summary.items[0].problem
      assert.match(problem, /avviste omdirigeringene/)
      assert.match(problem, reason)
    })

  it('refuses a build that holds a link: neither the hook nor nginx follows it', async () => {
    const linked = BUILD.replace(
      'setTimeout(() => {}',
      "fs.symlinkSync('/etc/passwd', 'public/passord.txt'); setTimeout(() => {}",
    )
    const { publish, live, status, deployDir } = await setUp(linked)
    await publish()
    assert.throws(live)
    assert.deepEqual(releaseIds(deployDir), [])
    assert.match((await status()).lastBuild.error, /passord\.txt, which is not a plain file/)
  })

  it('never gives nginx a file the build wrote, whatever it writes', async () => {
    const planted = BUILD.replace(
      'setTimeout(() => {}',
      `fs.mkdirSync('public/.nginx'); fs.writeFileSync('public/.nginx/zz.conf', 'access_log /tmp/x.log;'); setTimeout(() => {}`,
    )
    const { publish, live, deployDir } = await setUp(planted)
    await publish()
    assert.equal(live(), 'build 1')
    const maps = Object.values(liveMaps(deployDir)).join('\n')
    assert.doesNotMatch(maps, /access_log/)
    assert.match(maps, /"\/versjon-1" "\/";/)
  })

  it('puts the release before back when the reload fails, reloads again, and reports both', async () => {
    const { publish, set, live, status, calls, deployDir } = await setUp()
    await publish()
    set('reload', 'fail', 'ok')
    await publish()
    assert.equal(live(), 'build 1')
    assert.match(Object.values(liveMaps(deployDir)).join(''), /versjon-1"/, "build 1's maps")
    assert.deepEqual(calls().slice(-2), [
      'reload while build 2 is live',
      'reload while build 1 is live',
    ])
    const { items } = (await status()).lastBuild.summary
    assert.match(
      items[0].problem,
      /ble ikke lastet på nytt med den nye versjonen: nginx: \[emerg\]/,
    )
    assert.match(items[1].problem, /er lagt tilbake, og webserveren er lastet på nytt/)
  })

  it('keeps a first release live when the reload fails, with nothing to go back to', async () => {
    const { publish, set, live, status } = await setUp()
    set('reload', 'fail')
    await publish()
    assert.equal(live(), 'build 1')
    assert.equal((await status()).state, 'failed')
  })

  it('says so when the reload with the release before fails too', async () => {
    const { publish, set, status } = await setUp()
    await publish()
    set('reload', 'fail', 'fail')
    await publish()
    const { title, items } = (await status()).lastBuild.summary
    assert.match(title, /kunne heller ikke lastes på nytt med den forrige/)
    assert.match(items[1].problem, /kunne heller ikke lastes på nytt med den: nginx: \[emerg\]/)
  })

  it('stops a reload that hangs at its deadline', async () => {
    const { publish, set, live, status } = await setUp()
    await publish()
    set('reload', 'hang')
    const started = Date.now()
    await publish()
    assert.ok(Date.now() - started < 5000, 'the deadline held')
    assert.equal(live(), 'build 1')
    assert.match(
      (await status()).lastBuild.summary.items[0].problem,
      /svarte ikke innen 1 sekunder/,
    )
  })
})

describe('a rollback', () => {
  it('goes live as a publish does, or keeps the live release when it is refused', async () => {
    const { publish, set, live, calls, base } = await setUp()
    await publish()
    await publish()
    const { logIn, rollbackForm, post } = pageClient(base)
    const { cookie } = await logIn(EDITOR.account, EDITOR.password)
    const rollBack = async () =>
      (await post('/publisering/tilbake', await rollbackForm(cookie), { cookie })).headers.get(
        'location',
      )
    set('reload', 'fail', 'ok')
    assert.equal(await rollBack(), '/publisering?melding=tilbake-feilet')
    assert.equal(live(), 'build 2')
    assert.equal(await rollBack(), '/publisering?melding=tilbake')
    assert.equal(live(), 'build 1')
    assert.deepEqual(calls().slice(-2), [
      'check of build 1 while build 2 is live',
      'reload while build 1 is live',
    ])
  })

  it('pressed during a publish waits for it, and then leaves what it published live', async () => {
    const { publish, call, hook, live, base } = await setUp()
    await publish()
    await publish()
    process.env.BUILD_MS = '800'
    try {
      await call()
      const { logIn, rollbackForm, post } = pageClient(base)
      const { cookie } = await logIn(EDITOR.account, EDITOR.password)
      const answer = await post('/publisering/tilbake', await rollbackForm(cookie), { cookie })
      assert.equal(answer.headers.get('location'), '/publisering?melding=tilbake-venter')
      assert.equal(live(), 'build 2', 'nothing switched while the build ran')
      await hook.idle()
      // Confirmed as «from build 2 to build 1»: build 3 is live by then, so nothing changes.
      assert.equal(live(), 'build 3', 'the rollback undid the publish it waited for')
    } finally {
      delete process.env.BUILD_MS
    }
  })

  it('from npm run rollback goes through the hook and its queue', async () => {
    const { publish, live, deployDir, hook } = await setUp()
    await publish()
    await publish()
    // Not execFileSync: the hook answers from this process.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['rebuild-hook/releases/rollback.mjs'],
      {
        env: {
          ...process.env,
          DEPLOY_DIR: deployDir,
          REBUILD_SECRET: SECRET,
          REBUILD_PORT: String(hook.server.address().port),
        },
        encoding: 'utf8',
      },
    )
    assert.match(stdout, /went back one release/)
    assert.equal(live(), 'build 1')
  })

  it('from npm run rollback with no hook running takes the same way back itself', async () => {
    const { publish, live, deployDir, hook } = await setUp()
    await publish()
    await publish()
    const port = String(hook.server.address().port)
    await hook.close()
    const rollBack = (env) =>
      promisify(execFile)(process.execPath, ['rebuild-hook/releases/rollback.mjs'], {
        env: {
          ...process.env,
          DEPLOY_DIR: deployDir,
          REBUILD_SECRET: SECRET,
          REBUILD_PORT: port,
          ...env,
        },
        encoding: 'utf8',
      }).then(
        (done) => ({ code: 0, ...done }),
        (failed) => failed,
      )
    // nginx's check refuses: the live release stays, and the command says why.
    const refused = await rollBack({ WEB_SERVER_CHECK: '/bin/false' })
    assert.equal(refused.code, 1)
    assert.match(refused.stderr, /The web server refused release/)
    assert.equal(live(), 'build 2')
    const done = await rollBack({})
    assert.equal(done.code, 0)
    assert.match(done.stdout, /went back one release/)
    assert.equal(live(), 'build 1')
  })
})

describe('the web server commands', () => {
  it('are read from the environment, split on spaces, and nothing without them', async () => {
    assert.deepEqual(
      webServerFromEnv({
        WEB_SERVER_CHECK: '/usr/sbin/nginx',
        WEB_SERVER_RELOAD: '  /usr/bin/systemctl  reload nginx ',
        WEB_SERVER_TIMEOUT_MS: '5000',
      }),
      {
        check: '/usr/sbin/nginx',
        reload: ['/usr/bin/systemctl', 'reload', 'nginx'],
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

  it('are killed with every process they started when they hang', async () => {
    // Seconds no other process sleeps, so that ps finds these two only.
    const seconds = `300.${process.pid}${Date.now() % 1000}`
    const result = await runCommand(['/bin/sh', '-c', `sleep ${seconds}1 & sleep ${seconds}2`], 500)
    assert.equal(result.ok, false)
    assert.match(result.output, /svarte ikke innen/)
    // A killed process leaves the table a moment later; a loaded machine takes longer.
    const left = () =>
      execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
        .split('\n')
        .filter((p) => p.includes(`sleep ${seconds}`))
    await eventually(() => left().length === 0)
    assert.deepEqual(left(), [])
  })
})
