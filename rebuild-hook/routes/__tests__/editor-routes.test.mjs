// The publish page's log-in and its «Publiser nå», on the hook's own app with its real
// parts and a stand-in build, called through inject(): no port. hook.test.mjs and
// publish-page.test.mjs take the same page through a socket, as a browser does.
import assert from 'node:assert/strict'
import path from 'node:path'
import { after, describe, it } from 'node:test'
import { scratchDir } from '../../../scripts/scratch-dir.mjs'
import { until } from '../../../tests/support/until.mjs'
import { COUNTING_BUILD, SECRET } from '../../__tests__/hook-harness.mjs'
import { setEditor } from '../../editors/editor-accounts.mjs'
import { createRebuildHook } from '../../server.mjs'

const KARI = { account: 'kari', name: 'Kari Redaktør', password: 'et-langt-passord-7' }

const hookApp = async () => {
  const projectDir = scratchDir('editor-routes-')
  const editorsFile = path.join(projectDir, 'editors.json')
  await setEditor(editorsFile, KARI)
  const app = createRebuildHook({
    secret: SECRET,
    projectDir,
    deployDir: path.join(projectDir, '.deploy'),
    editorsFile,
    buildCommand: [process.execPath, '-e', COUNTING_BUILD],
    gatherMs: 0,
  })
  await app.ready()
  return app
}

/** The Cookie header of what an answer set, added to the cookies sent before. */
const jar = (before, answer) => {
  const cookies = new Map(before.map((c) => [c.name, c.value]))
  for (const c of answer.cookies) cookies.set(c.name, c.value)
  return [...cookies].map(([name, value]) => ({ name, value }))
}
const header = (cookies) => cookies.map(({ name, value }) => `${name}=${value}`).join('; ')
const tokenIn = (html) => /name="token" value="([^"]+)"/.exec(html)?.[1]

describe('the publish page routes', () => {
  const apps = []
  after(async () => {
    for (const app of apps) {
      await app.idle()
      await app.close()
    }
  })

  const logIn = async (app, password) => {
    const form = await app.inject({ url: '/publisering' })
    let cookies = jar([], form)
    const answer = await app.inject({
      method: 'POST',
      url: '/publisering/logg-inn',
      headers: { cookie: header(cookies) },
      payload: { konto: KARI.account, passord: password, token: tokenIn(form.body) },
    })
    cookies = jar(cookies, answer)
    return { answer, cookies }
  }

  it('answer the login form alone without a session, and start no build when posted to', async () => {
    const app = await hookApp()
    apps.push(app)
    const page = await app.inject({ url: '/publisering' })
    assert.equal(page.statusCode, 200)
    assert.match(page.body, /Logg inn for å publisere/)
    assert.doesNotMatch(page.body, /Publiser nå/)
    const posted = await app.inject({
      method: 'POST',
      url: '/publisering/publiser',
      payload: { token: tokenIn(page.body) },
    })
    assert.notEqual(posted.statusCode, 303)
    assert.equal(app.publishing.view().history.length, 0, 'a build was started without a session')
  })

  it('refuse a wrong password with a Norwegian message, and log the failed login', async () => {
    const app = await hookApp()
    apps.push(app)
    const { answer } = await logIn(app, 'feil-passord-12345')
    assert.equal(answer.statusCode, 401)
    assert.match(answer.body, /Feil brukernavn eller passord\./)
    const [entry] = app.audit.latest()
    assert.deepEqual([entry.who, entry.action, entry.outcome], ['kari', 'login', 'failed'])
  })

  it('log an editor in, and «Publiser nå» builds and puts the site live in her name', async () => {
    const app = await hookApp()
    apps.push(app)
    const { answer, cookies } = await logIn(app, KARI.password)
    assert.equal(answer.statusCode, 303)
    const page = await app.inject({ url: '/publisering', headers: { cookie: header(cookies) } })
    assert.match(page.body, /Logget inn som Kari Redaktør/)
    const published = await app.inject({
      method: 'POST',
      url: '/publisering/publiser',
      headers: { cookie: header(cookies) },
      payload: { token: tokenIn(page.body) },
    })
    assert.equal(published.statusCode, 303)
    await until(() => app.publishing.view().history[0]?.outcome === 'ok', 'the build to go live')
    assert.match(app.publishing.view().history[0].by, /Kari Redaktør/)
    assert.ok(
      app.audit.latest().some((e) => e.action === 'publish' && e.outcome === 'requested'),
      'the publish is not in the audit log',
    )
  })
})
