// What a release changed for a visitor, from what each page says (the build's records):
// pages added, removed and changed, each linked, a changed page's words marked; kept with
// each live release, and said in a rollback's confirmation for going back.
import assert from 'node:assert/strict'
import path from 'node:path'
import { afterEach, describe, it } from 'node:test'
import { scratchDir } from '../../../scripts/scratch-dir.mjs'
import { setEditor } from '../../editors/editor-accounts.mjs'
import { compareRecords } from '../release-changes.mjs'
import { pageClient, startHook, stopHooks } from '../../__tests__/hook-harness.mjs'

const KARI = { account: 'kari', name: 'Kari', password: 'karis-eget-passord-1' }

// A stand-in build that writes the records the real build writes: build 1 has /kino and
// /boknatt, build 2 changes a word on /kino, drops /boknatt and adds /kinodagen.
const RECORDS_BUILD = `
const fs = require('fs')
const n = Number(fs.existsSync('count') ? fs.readFileSync('count', 'utf8') : 0) + 1
fs.writeFileSync('count', String(n))
fs.mkdirSync('public', { recursive: true })
fs.writeFileSync('public/index.html', 'build ' + n)
const kino = { path: '/kino', kind: 'page', title: 'Kino', text: 'Filmene denne uka vises i sal 1.' }
const records = n === 1
  ? [kino, { path: '/boknatt', kind: 'article', title: 'Boknatt', text: 'Les hele natta.' }]
  : [{ ...kino, text: 'Filmene denne uka vises i sal 2.' }, { path: '/kinodagen', kind: 'page', title: 'Den store kinodagen', text: '' }]
fs.writeFileSync(process.env.BUILD_RECORDS_FILE, JSON.stringify({ records }))
`

const byPath = (records) => new Map(records.map((r) => [r.path, r]))
const textOf = (html) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ')

afterEach(stopHooks)

describe('what a release changed', () => {
  it('lists pages added, removed and changed, and marks the changed words', () => {
    const older = byPath([
      { path: '/kino', kind: 'page', title: 'Kino', text: 'Filmene vises i sal 1.' },
      { path: '/boknatt', kind: 'article', title: 'Boknatt', text: '' },
    ])
    const newer = byPath([
      { path: '/kino', kind: 'page', title: 'Kino', text: 'Filmene vises i sal 2.' },
      { path: '/ny', kind: 'page', title: 'Ny', text: '' },
    ])
    const { added, removed, changed } = compareRecords(older, newer)
    assert.deepEqual(added, [{ path: '/ny', kind: 'page', title: 'Ny' }])
    assert.deepEqual(removed, [{ path: '/boknatt', kind: 'article', title: 'Boknatt' }])
    assert.equal(changed.length, 1)
    assert.deepEqual(
      changed[0].words.filter((w) => w.change).map((w) => [w.change, w.text]),
      [
        ['removed', '1'],
        ['added', '2'],
      ],
    )
    assert.deepEqual(compareRecords(newer, newer), { added: [], removed: [], changed: [] })
  })

  it('is on the publish page for the live release, and in the rollback’s confirmation', async () => {
    const editorsFile = path.join(scratchDir('editors-'), 'editors.json')
    await setEditor(editorsFile, KARI)
    const { hook, call, base } = await startHook({
      build: RECORDS_BUILD,
      editorsFile,
      siteUrl: 'https://kino.test',
    })
    const { get, logIn } = pageClient(base)
    const { cookie } = await logIn(KARI.account, KARI.password)
    await call()
    await hook.idle()
    const first = await (await get('/publisering', cookie)).text()
    // The first release has none before it to compare with.
    assert.match(first, /Hva som endres, er ikke kjent for denne versjonen\./)
    await call()
    await hook.idle()
    const page = await (await get('/publisering', cookie)).text()
    assert.match(
      page,
      /<h3>Nye sider \(1\)<\/h3><ul class="endringer"><li><a href="https:\/\/kino\.test\/kinodagen">Den store kinodagen<\/a>/,
    )
    assert.match(
      page,
      /<h3>Sider som forsvinner \(1\)<\/h3>[^]*?<a href="https:\/\/kino\.test\/boknatt">Boknatt<\/a> \(artikkel, \/boknatt\)/,
    )
    assert.match(
      page,
      /<del><span class="skjult">\[fjernet: <\/span>1\.?<span class="skjult">\]<\/span><\/del>/,
    )
    assert.match(
      page,
      /<ins><span class="skjult">\[lagt til: <\/span>2\.?<span class="skjult">\]<\/span><\/ins>/,
    )
    const confirm = textOf(
      await (await get('/publisering/bekreft?handling=tilbake', cookie)).text(),
    )
    assert.match(confirm, /Dette endres for de besøkende/)
    assert.match(confirm, /Nye sider \(1\)Boknatt \(artikkel, \/boknatt\)/)
    assert.match(confirm, /Sider som forsvinner \(1\)Den store kinodagen/)
  })
})
