// Where the build reads its records: `local` (content/, the default) or `remote` (the
// management API for site, menus, footer, redirects, pages with their blocks, and
// articles; the platform data API for the programme). Both give the same RawContent, which
// then goes through the same validation. Credentials come from the environment and are
// used only here, at build time; none has a GATSBY_ prefix, so none reaches the browser.
export type RemoteConfig = {
  siteId: string
  managementApi: string
  tokenUrl: string
  clientId: string
  clientSecret: string
  platformApi: string
  platformUser: string
  platformPassword: string
  timeoutMs: number
  /** The editors' drafts instead of the published records (an editor's preview build). */
  drafts: boolean
}

export type ContentSource =
  { kind: 'local'; dir: string } | { kind: 'remote'; remote: RemoteConfig }

type Env = Record<string, string | undefined>

const REMOTE_VARS = {
  siteId: 'CONTENT_SITE_ID',
  managementApi: 'CONTENT_MANAGEMENT_API',
  tokenUrl: 'CONTENT_TOKEN_URL',
  clientId: 'CONTENT_CLIENT_ID',
  clientSecret: 'CONTENT_CLIENT_SECRET',
  platformApi: 'CONTENT_PLATFORM_API',
  platformUser: 'CONTENT_PLATFORM_USER',
  platformPassword: 'CONTENT_PLATFORM_PASSWORD',
} as const

/** An editor's preview build (the rebuild hook sets SITE_PREVIEW=1): drafts, not published. */
export const isPreviewBuild = (env: Env) => env.SITE_PREVIEW === '1'

export const contentSourceFromEnv = (env: Env): ContentSource => {
  const kind = env.CONTENT_SOURCE ?? 'local'
  if (kind === 'local' && isPreviewBuild(env))
    throw new Error(
      'A preview shows the drafts in the CMS, so it needs CONTENT_SOURCE=remote; content/ has no drafts.',
    )
  if (kind === 'local') return { kind, dir: env.CONTENT_DIR || 'content' }
  if (kind !== 'remote')
    throw new Error(`CONTENT_SOURCE must be "local" or "remote", got "${kind}"`)
  const missing = Object.values(REMOTE_VARS).filter((name) => !env[name])
  if (missing.length)
    throw new Error(`CONTENT_SOURCE=remote needs ${missing.join(', ')} (see .env.example)`)
  const remote = Object.fromEntries(
    Object.entries(REMOTE_VARS).map(([key, name]) => [key, env[name]!.replace(/\/$/, '')]),
  ) as Omit<RemoteConfig, 'timeoutMs' | 'drafts'>
  return {
    kind,
    remote: {
      ...remote,
      timeoutMs: Number(env.CONTENT_TIMEOUT_MS) || 30_000,
      drafts: isPreviewBuild(env),
    },
  }
}
