// The operator's tool for editor accounts, run as the operator runs it: the password from
// standard input, never on the command line, and only a salted scrypt hash in the file.
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'
import { scratchDir } from '../../../scripts/scratch-dir.mjs'
import { createEditorAccounts } from '../editor-accounts.mjs'

const CLI = new URL('../editors-cli.mjs', import.meta.url).pathname

const editors = (file, args, input = '') =>
  spawnSync(process.execPath, [CLI, ...args], {
    input,
    encoding: 'utf8',
    env: {
      ...process.env,
      EDITORS_FILE: file,
      AUDIT_LOG_FILE: path.join(path.dirname(file), 'audit.log'),
    },
  })

describe('npm run editors', () => {
  it('adds an account whose password only the hash remembers, lists it and removes it', async () => {
    const file = path.join(scratchDir('editors-cli-'), 'editors.json')
    const added = editors(file, ['add', 'kari', '--navn', 'Kari Nordmann'], 'et-langt-passord-7\n')
    assert.equal(added.status, 0, added.stderr)
    const text = fs.readFileSync(file, 'utf8')
    assert.doesNotMatch(text, /et-langt-passord-7/)
    assert.equal(fs.statSync(file).mode & 0o777, 0o600)
    const accounts = createEditorAccounts({ file })
    assert.deepEqual(await accounts.verify('kari', 'et-langt-passord-7'), {
      account: 'kari',
      name: 'Kari Nordmann',
    })
    assert.equal(await accounts.verify('kari', 'feil-passord-12345'), null)
    assert.match(editors(file, ['list']).stdout, /kari\tKari Nordmann/)
    assert.equal(editors(file, ['remove', 'kari']).status, 0)
    assert.equal(await accounts.verify('kari', 'et-langt-passord-7'), null)
  })

  it('refuses a short password, an odd account name and an unknown command', () => {
    const file = path.join(scratchDir('editors-cli-'), 'editors.json')
    const short = editors(file, ['add', 'kari'], 'kort\n')
    assert.equal(short.status, 1)
    assert.match(short.stderr, /minst 12 tegn/)
    const odd = editors(file, ['add', 'Kari Nordmann'], 'et-langt-passord-7\n')
    assert.match(odd.stderr, /Brukernavnet må være/)
    assert.equal(editors(file, ['slett']).status, 2)
    assert.equal(fs.existsSync(file), false)
  })

  it('writes each added and removed account into the audit log, and prints the log', () => {
    const dir = scratchDir('editors-cli-')
    const file = path.join(dir, 'editors.json')
    editors(file, ['add', 'kari'], 'et-langt-passord-7\n')
    editors(file, ['add', 'kari'], 'et-annet-passord-8\n')
    editors(file, ['remove', 'kari'])
    const printed = editors(file, ['logg'])
    assert.equal(printed.status, 0, printed.stderr)
    const rows = printed.stdout.trim().split('\r\n')
    assert.equal(rows[0], 'tid,hvem,klientadresse,handling,gjelder,resultat')
    assert.deepEqual(
      rows.slice(1).map((row) => row.split(',').slice(3)),
      [
        ['account', 'la til kari', 'ok'],
        ['account', 'nytt passord for kari', 'ok'],
        ['account', 'fjernet kari', 'ok'],
      ],
    )
    assert.match(
      rows[1],
      new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[^,]+,${os.userInfo().username} \\(kommandolinjen\\),,`),
    )
    assert.doesNotMatch(fs.readFileSync(path.join(dir, 'audit.log'), 'utf8'), /passord-7|passord-8/)
  })
})
