// Member accounts of one partner: scrypt-hashed passwords, login tokens (what the site
// stores as the profile token), and cookie sessions.
import crypto from 'node:crypto'

const hash = (password, salt) => crypto.scryptSync(password, salt, 32).toString('hex')

export const newMember = ({ email, password, userName }) => {
  const salt = crypto.randomBytes(16).toString('hex')
  return {
    email: email.toLowerCase(),
    userName,
    salt,
    passwordHash: hash(password, salt),
    token: crypto.randomBytes(24).toString('hex'),
    watchList: [],
    tickets: [],
  }
}

export const passwordMatches = (member, password) => {
  const given = Buffer.from(hash(password, member.salt), 'hex')
  return crypto.timingSafeEqual(given, Buffer.from(member.passwordHash, 'hex'))
}

export const findByEmail = (data, email) =>
  data.members.find((m) => m.email === String(email).toLowerCase())
export const findByToken = (data, token) => data.members.find((m) => m.token === token)

export const openSession = (data, member) => {
  const id = crypto.randomBytes(24).toString('hex')
  data.sessions[id] = member.email
  return id
}

export const memberOfSession = (data, sessionId) =>
  sessionId && data.sessions[sessionId] ? findByEmail(data, data.sessions[sessionId]) : null
