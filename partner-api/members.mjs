// Member accounts of one partner: scrypt-hashed passwords, login tokens (what the site
// stores as the profile token), and cookie sessions that end at logout or after an idle
// time. Hashing runs on libuv's thread pool, so a login never stalls other calls.
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

export const openSession = (data, member, now = Date.now()) => {
  const id = crypto.randomBytes(24).toString('hex')
  data.sessions[id] = { email: member.email, lastSeenAt: now }
  return id
}

const isLive = (session, idleMs, now) =>
  Boolean(session?.email) &&
  typeof session.lastSeenAt === 'number' &&
  now - session.lastSeenAt < idleMs

/** The session's member, or null when it is unknown, ended or idle for too long. */
export const sessionOf = (data, sessionId, idleMs, now = Date.now()) => {
  const session = typeof sessionId === 'string' ? data.sessions[sessionId] : undefined
  if (!Object.hasOwn(data.sessions, sessionId ?? '') || !isLive(session, idleMs, now)) return null
  const member = findByEmail(data, session.email)
  return member ? { member, session } : null
}

export const endSession = (data, sessionId) => {
  if (typeof sessionId !== 'string' || !Object.hasOwn(data.sessions, sessionId)) return false
  delete data.sessions[sessionId]
  return true
}

/** Removes ended and idle sessions; says whether any went. */
export const pruneSessions = (data, idleMs, now = Date.now()) => {
  let removed = false
  for (const [id, session] of Object.entries(data.sessions))
    if (!isLive(session, idleMs, now)) {
      delete data.sessions[id]
      removed = true
    }
  return removed
}
