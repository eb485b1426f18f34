import crypto from 'node:crypto'

const digest = (value) => crypto.createHash('sha256').update(String(value)).digest()

/** Compares in constant time (hashing first makes the lengths equal). */
export const secretMatches = (given, secret) =>
  typeof given === 'string' && crypto.timingSafeEqual(digest(given), digest(secret))
