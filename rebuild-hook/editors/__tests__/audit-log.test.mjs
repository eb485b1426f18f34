// Who did what on the publish side: each login, failed login, logout, publish, build,
// preview and rollback in an append-only file with who, when, the client's address, what it
// concerned and how it ended; kept across a restart for a year; on the publish page (the
// last 100) and as CSV, for editors only; and a write that fails on a full disk said on the
// page, never swallowed.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, it } from 'node:test'
import { scratchDir } from '../../../scripts/scratch-dir.mjs'
import { auditCsv, createAuditLog } from '../audit-log.mjs'
import { setEditor } from '../editor-accounts.mjs'
import { COUNTING_BUILD, pageClient, startHook, stopHooks } from '../../__tests__/hook-harness.mjs'

const KARI = { account: 'kari', name: 'Kari Redaktør', password: 'karis-eget-passord-1' }
const DAY = 24 * 3600 * 1000

const setUp = async (options = {}) => {
  const editorsFile = path.join(scratchDir('editors-'), 'editors.json')
  await setEditor(editorsFile, KARI)
  const started = await startHook({
    build: COUNTING_BUILD,
    prefix: 'audit-',
    editorsFile,
    ...options,
  })
  return { ...started, ...pageClient(started.base) }
}
const lines = (file) =>
  fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l))
const shape = ({ who, client, action, concerns, outcome }) => [
  who,
  client,
  action,
  concerns,
  outcome,
]

afterEach(stopHooks)

describe('the audit log on the hook', () => {
  it('records logins, a failed one, a publish, its build and a logout, with the client', async () => {
    const { logIn, post, get, tokenOn, hook, deployDir } = await setUp()
    assert.equal((await logIn('kari', 'feil-passord-123456')).answer.status, 401)
    // A password typed into the account field is not written down.
    assert.equal((await logIn('karis-eget-passord-1', 'x')).answer.status, 401)
    const { cookie } = await logIn(KARI.account, KARI.password)
    await post('/publisering/publiser', { token: await tokenOn(cookie) }, { cookie })
    await hook.idle()
    await post('/publisering/logg-ut', { token: await tokenOn(cookie) }, { cookie })
    const entries = lines(path.join(deployDir, 'audit.log'))
    assert.doesNotMatch(JSON.stringify(entries), /karis-eget-passord/)
    const release = entries.find((e) => e.action === 'build')?.concerns
    assert.ok(release, 'the build names no release')
    assert.deepEqual(entries.map(shape), [
      ['kari', '127.0.0.1', 'login', '', 'failed'],
      ['(ukjent konto)', '127.0.0.1', 'login', '', 'failed'],
      ['kari', '127.0.0.1', 'login', '', 'ok'],
      ['Kari Redaktør (kari)', '127.0.0.1', 'publish', '', 'requested'],
      ['Kari Redaktør (kari)', null, 'build', release, 'ok'],
      ['Kari Redaktør (kari)', '127.0.0.1', 'logout', '', 'ok'],
    ])
    for (const e of entries) assert.ok(Math.abs(Date.parse(e.at) - Date.now()) < 60_000, e.at)
    // Without a session neither the log nor its CSV is shown.
    assert.equal((await get('/publisering/logg.csv')).status, 401)
  })

  it('records how a rollback that waited for a build ended', async () => {
    const { logIn, post, tokenOn, hook, call, deployDir } = await setUp({
      env: { BUILD_MS: '1500' },
    })
    await call()
    await hook.idle()
    await call()
    await hook.idle()
    const [first, second] = fs.readdirSync(path.join(deployDir, 'releases')).sort()
    const { cookie } = await logIn(KARI.account, KARI.password)
    await call()
    // Confirmed from the page as it was, while a third build runs.
    const token = await tokenOn(cookie)
    await post('/publisering/tilbake', { token, fra: second, til: first }, { cookie })
    await hook.idle()
    const entries = lines(path.join(deployDir, 'audit.log'))
    const rollback = entries.filter((e) => e.action.startsWith('rollback')).map(shape)
    const live = path.basename(fs.readlinkSync(path.join(deployDir, 'current')))
    assert.deepEqual(rollback, [
      ['Kari Redaktør (kari)', '127.0.0.1', 'rollback', '', 'queued'],
      ['Kari Redaktør (kari)', null, 'rollback-finished', live, 'changed'],
    ])
  })

  it('shows the last entries on the page and the whole log as CSV, to an editor', async () => {
    const { logIn, get, call, hook } = await setUp()
    await call()
    await hook.idle()
    const { cookie } = await logIn(KARI.account, KARI.password)
    const page = await (await get('/publisering', cookie)).text()
    assert.match(page, /<h2 id="logg-tittel">Hvem gjorde hva<\/h2>/)
    assert.match(
      page,
      /<td>CMS<\/td><td>–<\/td><td>Bygging<\/td><td>Versjonen fra \d+\. [a-zæøå]+\. \d{4}, \d\d:\d\d:\d\d<\/td><td>Publisert<\/td>/,
    )
    assert.match(
      page,
      /<td>kari<\/td><td>127\.0\.0\.1<\/td><td>Innlogging<\/td><td>–<\/td><td>Logget inn<\/td>/,
    )
    const csv = await get('/publisering/logg.csv', cookie)
    assert.equal(csv.status, 200)
    assert.match(csv.headers.get('content-type'), /^text\/csv/)
    assert.match(
      csv.headers.get('content-disposition'),
      /attachment; filename="publiseringslogg.csv"/,
    )
    const rows = (await csv.text()).trim().split('\r\n')
    assert.equal(rows.length, 3)
    assert.match(rows[1], /,CMS,,build,[^,]+,ok$/)
    assert.match(rows[2], /,kari,127\.0\.0\.1,login,,ok$/)
  })

  it('says on the page when the disk is full, and the publish still goes through', async () => {
    const { logIn, get, post, tokenOn, hook, live } = await setUp({ auditFile: '/dev/full' })
    const { cookie } = await logIn(KARI.account, KARI.password)
    await post('/publisering/publiser', { token: await tokenOn(cookie) }, { cookie })
    await hook.idle()
    assert.equal(live(), 'build 1')
    const page = await (await get('/publisering', cookie)).text()
    assert.match(page, /<p class="feilboks" role="alert">Loggen kunne ikke skrives [^<]*ENOSPC/)
  })
})

describe('the audit log file', () => {
  it('survives a restart, and drops what is more than a year old when the hook starts', () => {
    const file = path.join(scratchDir('audit-'), 'audit.log')
    let clock = Date.parse('2026-01-10T12:00:00Z')
    const first = createAuditLog({ file, now: () => clock })
    first.record({ who: 'kari', action: 'login', outcome: 'ok' })
    clock += 200 * DAY
    createAuditLog({ file, now: () => clock }).record({
      who: 'ola',
      action: 'login',
      outcome: 'ok',
    })
    const again = createAuditLog({ file, now: () => clock })
    assert.deepEqual(
      again.latest().map((e) => e.who),
      ['ola', 'kari'],
    )
    clock += 200 * DAY
    const yearOn = createAuditLog({ file, now: () => clock })
    assert.deepEqual(
      yearOn.all().map((e) => e.who),
      ['ola'],
    )
    assert.equal(fs.statSync(file).mode & 0o777, 0o600)
  })

  it('keeps a line it could not read out, and the rest in', () => {
    const file = path.join(scratchDir('audit-'), 'audit.log')
    fs.writeFileSync(file, `{"at":"${new Date().toISOString()}","who":"kari"}\n{half a li\n`)
    assert.deepEqual(
      createAuditLog({ file })
        .all()
        .map((e) => e.who),
      ['kari'],
    )
  })

  it('writes CSV a spreadsheet reads as text, quoting what needs it', () => {
    const csv = auditCsv([
      {
        at: 'a',
        who: '=HYPERLINK("x")',
        client: '::1',
        action: 'login',
        concerns: 'a,b',
        outcome: 'ok',
      },
    ])
    assert.equal(
      csv,
      'tid,hvem,klientadresse,handling,gjelder,resultat\r\na,"\'=HYPERLINK(""x"")",::1,login,"a,b",ok\r\n',
    )
  })
})
