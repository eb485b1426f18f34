// The editors who may use the publish page: named accounts in a file the operator keeps
// (EDITORS_FILE; `npm run editors` adds and removes them), each with an scrypt hash of its
// password, so that the build history says which account asked. The file is read at each
// login, so an account added or removed counts at once, without a restart.
//
// A single-editor shortcut stays: with EDITOR_PASSWORD set, the account «redaksjonen» logs
// in with that password (docs/operations.md).
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { writeAtomic } from '../../server-common/write-atomic.mjs'

const scrypt = promisify(crypto.scrypt)
const KEY_LENGTH = 32
export const SHARED_ACCOUNT = 'redaksjonen'
const ACCOUNT = /^[a-z0-9][a-z0-9._-]{1,39}$/

/** Why an account name is refused, or null. */
export const accountProblem = (account) =>
  ACCOUNT.test(account)
    ? null
    : 'Brukernavnet må være 2–40 tegn: små bokstaver a–z, tall, punktum, bindestrek eller understrek.'

const readFile = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')).editors ?? {}
  } catch (error) {
    if (error.code === 'ENOENT') return {}
    throw new Error(`${file} cannot be read (${error.message}).`)
  }
}

const hash = async (password, salt) => (await scrypt(password, salt, KEY_LENGTH)).toString('hex')

// Checked in place of an account that does not exist, so an unknown name costs the same
// hashing time as a known one.
const NOBODY = { salt: crypto.randomBytes(16).toString('hex'), hash: '00'.repeat(KEY_LENGTH) }

const equal = (a, b) => {
  const [x, y] = [a, b].map((s) => crypto.createHash('sha256').update(String(s)).digest())
  return crypto.timingSafeEqual(x, y)
}

export const createEditorAccounts = ({ file, sharedPassword = null }) => ({
  /** Whether the page has anyone to let in. */
  enabled: () => Boolean(sharedPassword) || Object.keys(readFile(file)).length > 0,

  /** Whether a logged-in editor's account is still there (the operator may remove it). */
  exists: (account) =>
    (account === SHARED_ACCOUNT && Boolean(sharedPassword)) ||
    Object.hasOwn(readFile(file), account),

  /** The editor ({ account, name }) if the password is the account's, else null. */
  async verify(account, password) {
    const name = String(account ?? '')
      .trim()
      .toLowerCase()
    const given = String(password ?? '')
    if (name === SHARED_ACCOUNT && sharedPassword)
      return equal(given, sharedPassword) ? { account: name, name: 'Redaksjonen' } : null
    const entry = readFile(file)[name]
    const { salt, hash: expected } = entry ?? NOBODY
    const ok = crypto.timingSafeEqual(
      Buffer.from(await hash(given, salt), 'hex'),
      Buffer.from(expected, 'hex'),
    )
    return ok && entry ? { account: name, name: entry.name || name } : null
  },
})

/** Adds an account or gives it a new password (the CLI, editors-cli.mjs). */
export const setEditor = async (file, { account, name, password }) => {
  const problem = accountProblem(account)
  if (problem) throw new Error(problem)
  if (account === SHARED_ACCOUNT) throw new Error(`«${SHARED_ACCOUNT}» er reservert.`)
  if (String(password).length < 12) throw new Error('Passordet må ha minst 12 tegn.')
  const editors = readFile(file)
  const salt = crypto.randomBytes(16).toString('hex')
  editors[account] = { name: name || account, salt, hash: await hash(password, salt) }
  fs.mkdirSync(path.dirname(file), { recursive: true })
  writeAtomic(file, { editors })
  fs.chmodSync(file, 0o600)
}

export const removeEditor = (file, account) => {
  const editors = readFile(file)
  if (!editors[account]) return false
  delete editors[account]
  writeAtomic(file, { editors })
  return true
}

export const listEditors = (file) =>
  Object.entries(readFile(file)).map(([account, { name }]) => ({ account, name }))
