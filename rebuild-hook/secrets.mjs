import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const digest = (value) => crypto.createHash('sha256').update(String(value)).digest()

/** Compares in constant time (hashing first makes the lengths equal). */
export const secretMatches = (given, secret) =>
  typeof given === 'string' && crypto.timingSafeEqual(digest(given), digest(secret))

/** The hook's secrets and where each is read: a systemd credential (LoadCredential= in
 * ops/kulturhus-rebuild-hook.service, a file in $CREDENTIALS_DIRECTORY that only the hook's
 * user can read, and that no process it starts inherits), or, on a developer's machine
 * without one, the environment variable. */
export const SECRETS = {
  secret: { credential: 'rebuild-secret', variable: 'REBUILD_SECRET' },
  editorPassword: { credential: 'editor-password', variable: 'EDITOR_PASSWORD' },
  failureWebhook: { credential: 'build-failed-webhook-url', variable: 'BUILD_FAILED_WEBHOOK_URL' },
}

/** { secret, editorPassword, failureWebhook } from the credentials or the environment; an
 * empty file or variable is none. */
export const secretsFromEnv = (env) =>
  Object.fromEntries(
    Object.entries(SECRETS).map(([name, { credential, variable }]) => {
      const file = env.CREDENTIALS_DIRECTORY && path.join(env.CREDENTIALS_DIRECTORY, credential)
      const value = file && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : env[variable]
      return [name, value?.trim() || null]
    }),
  )
