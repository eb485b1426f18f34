// Member accounts of one partner: scrypt-hashed passwords and login tokens (what the site
// stores as the profile token); their sessions are in member-sessions.mjs. Hashing runs on libuv's thread pool, so a login never stalls other calls.
import crypto from 'node:crypto'
import { promisify } from 'node:util'

const scrypt = promisify(crypto.scrypt)
const KEY_LENGTH = 32
const hash = async (password, salt) => (await scrypt(password, salt, KEY_LENGTH)).toString('hex')
const newSalt = () => crypto.randomBytes(16).toString('hex')

export const hashPassword = async (password) => {
  const salt = newSalt()
  return { salt, passwordHash: await hash(password, salt) }
}

/** For the demo seed at start-up only, before the server takes requests. */
export const hashPasswordSync = (password) => {
  const salt = newSalt()
  return { salt, passwordHash: crypto.scryptSync(password, salt, KEY_LENGTH).toString('hex') }
}

export const newMember = ({ email, userName }, credentials) => ({
  email: email.toLowerCase(),
  userName,
  ...credentials,
  token: crypto.randomBytes(24).toString('hex'),
  watchList: [],
  tickets: [],
})

// Checked in place of a member that does not exist, so an unknown e-mail costs the same
// hashing time as a known one and the answer time tells nothing about who is a member.
const NOBODY = { salt: newSalt(), passwordHash: '00'.repeat(KEY_LENGTH) }

/** Whether the password is the member's; always hashes, member or not. */
export const passwordMatches = async (member, password) => {
  const { salt, passwordHash } = member ?? NOBODY
  const given = Buffer.from(await hash(password, salt), 'hex')
  return crypto.timingSafeEqual(given, Buffer.from(passwordHash, 'hex')) && Boolean(member)
}

export const findByEmail = (data, email) =>
  data.members.find((m) => m.email === String(email).toLowerCase())
export const findByToken = (data, token) =>
  typeof token === 'string' && token ? data.members.find((m) => m.token === token) : undefined
