// A rebuild hook on a free port, in a fresh project folder, with a stand-in build command
// (a script run by node), for the hook's tests. stopHooks() in afterEach stops them all.
import fs from 'node:fs'
import path from 'node:path'
import { createRebuildHook } from '../server.mjs'
import { scratchDir } from '../../scripts/scratch-dir.mjs'
import { until } from '../../tests/support/until.mjs'

/** Whether a process with this id is running (signal 0 only asks). */
export const isAlive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

export const SECRET = 'a-long-shared-secret-for-tests'

/** A stand-in build that numbers its builds: public/index.html says «build n». It takes
 * BUILD_MS (50 ms unless set), and with FAIL_BUILD set every build after the first fails as
 * a build whose content API did not answer. */
export const COUNTING_BUILD = `
const fs = require('fs')
const n = Number(fs.existsSync('count') ? fs.readFileSync('count', 'utf8') : 0) + 1
fs.writeFileSync('count', String(n))
fs.mkdirSync('public', { recursive: true })
fs.writeFileSync('public/index.html', 'build ' + n)
setTimeout(() => {
  if (process.env.FAIL_BUILD && n > 1) { console.error('The content API did not answer.'); process.exit(1) }
}, Number(process.env.BUILD_MS || 50))
`
const started = []

/** Resolves once check() holds, or after `within` ms: a test then asserts what it waits
 * for. Builds and processes start and stop later on a loaded machine than on an idle one,
 * so a fixed sleep before the assertion fails a CI run now and then. */
export const eventually = (check, within = 5000) =>
  until(check, 'the state the test waits for', { timeout: within, every: 20 }).catch(() => {})

export const startHook = async ({ build, prefix = 'hook-', ...options }) => {
  const projectDir = scratchDir(prefix)
  const deployDir = path.join(projectDir, '.deploy')
  const hook = createRebuildHook({
    secret: SECRET,
    projectDir,
    deployDir,
    buildCommand: [process.execPath, '-e', build],
    // Builds start at once unless a test is about requests that come together.
    gatherMs: 0,
    ...options,
  })
  await hook.listen({ port: 0, host: '127.0.0.1' })
  started.push(hook)
  const base = `http://127.0.0.1:${hook.server.address().port}`
  /** The CMS's webhook call, with the secret given (none: null). */
  const call = (secret = SECRET) =>
    fetch(`${base}/rebuild`, {
      method: 'POST',
      headers: secret ? { Authorization: `Bearer ${secret}` } : {},
    })
  const live = () => fs.readFileSync(path.join(deployDir, 'current', 'index.html'), 'utf8')
  return { hook, base, projectDir, deployDir, call, live }
}

/** A hook a test made itself, stopped with the others. */
export const stopAfterwards = (hook) => started.push(hook)

export const stopHooks = async () => {
  for (const hook of started.splice(0)) {
    hook.interrupt()
    await hook.idle()
    await hook.close()
  }
}

/** The cookies an answer sets, merged into a Cookie header (a later one of the same name
 * wins; one set to expire leaves). */
export const withCookies = (cookie, answer) => {
  const jar = new Map(
    (cookie ?? '')
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0], pair]),
  )
  for (const set of answer.headers.getSetCookie()) {
    const pair = set.split(';')[0]
    const name = pair.split('=')[0]
    if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(set)) jar.delete(name)
    else jar.set(name, pair)
  }
  return [...jar.values()].join('; ') || null
}

/** An editor's browser on the publish page of the hook at base. */
export const pageClient = (base, { headers: extra = {} } = {}) => {
  /** A browser-like form POST, from the page's own origin unless told otherwise. */
  const post = (pathname, fields, { cookie, origin = base, headers = {} } = {}) =>
    fetch(`${base}${pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(origin ? { Origin: origin } : {}),
        ...(cookie ? { Cookie: cookie } : {}),
        ...extra,
        ...headers,
      },
      body: new URLSearchParams(fields),
    })
  const get = (pathname, cookie) =>
    fetch(`${base}${pathname}`, { headers: { ...(cookie ? { Cookie: cookie } : {}), ...extra } })
  const cookieOf = (answer) => withCookies(null, answer)
  const tokenIn = (html) => /name="token" value="([^"]+)"/.exec(html)?.[1]
  /** As an editor's browser logs in: the login form first (its form token and the cookie
   * that goes with it), then the form posted with them. */
  const logIn = async (account, password, options = {}) => {
    const form = await get('/publisering')
    const formCookie = cookieOf(form)
    const token = tokenIn(await form.text())
    const answer = await post(
      '/publisering/logg-inn',
      { token, konto: account, passord: password },
      { cookie: formCookie, ...options },
    )
    return { answer, cookie: withCookies(formCookie, answer) }
  }
  /** Whether a cookie opens the page (the page, not the login form). */
  const opens = async (cookie) =>
    !/action="\/publisering\/logg-inn"/.test(await (await get('/publisering', cookie)).text())
  /** The form token on a page the editor sees. */
  const tokenOn = async (cookie) =>
    tokenIn(await (await get('/publisering/bekreft?handling=publiser', cookie)).text())
  /** The form of the rollback's confirmation: its token and the versions it names. */
  const rollbackForm = async (cookie) => {
    const html = await (await get('/publisering/bekreft?handling=tilbake', cookie)).text()
    const field = (name) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1]
    return { token: tokenIn(html), fra: field('fra'), til: field('til') }
  }
  return { post, get, cookieOf, logIn, opens, tokenOn, rollbackForm }
}
