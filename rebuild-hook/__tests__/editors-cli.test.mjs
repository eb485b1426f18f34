// The operator's tool for editor accounts, run as the operator runs it: the password from
// standard input, never on the command line, and only a salted scrypt hash in the file.
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { scratchDir } from '../../scripts/scratch-dir.mjs'
import { createEditorAccounts } from '../editor-accounts.mjs'

const CLI = new URL('../editors-cli.mjs', import.meta.url).pathname

const editors = (file, args, input = '') =>
  spawnSync(process.execPath, [CLI, ...args], {
    input,
    encoding: 'utf8',
    env: { ...process.env, EDITORS_FILE: file },
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
})
