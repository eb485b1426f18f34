// Reads the records from the remote APIs (see content-source.ts). Any failure (refused
// credentials, a time-out, an error status, an answer that is not the expected JSON)
// stops the build with a RemoteContentError that names the API and the call, so nothing
// is published from half an answer.
import type { AxiosInstance } from 'axios'
import { createApiClient } from '../../lib/api-client'
import type { RemoteConfig } from './content-source'
import type { Located, RawContent } from './records'

export class RemoteContentError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RemoteContentError'
  }
}

const describe = (error: unknown): string => {
  const e = error as { response?: { status?: number }; code?: string; message?: string }
  if (e.response?.status) return `answered ${e.response.status}`
  if (e.code === 'ECONNABORTED' || /timeout/i.test(e.message ?? '')) return 'timed out'
  return e.message ?? String(error)
}

const getJson = async (client: AxiosInstance, api: string, url: string, params = {}) => {
  let data: unknown
  try {
    // The body is parsed here, so that an answer that is not JSON is reported as such.
    data = (
      await client.get<string>(url, { params, responseType: 'text', transformResponse: (d) => d })
    ).data
  } catch (error) {
    throw new RemoteContentError(`${api} GET ${url} failed: ${describe(error)}`)
  }
  try {
    return JSON.parse(String(data)) as unknown
  } catch {
    throw new RemoteContentError(`${api} GET ${url} did not answer JSON`)
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const expect = <T>(ok: boolean, value: unknown, where: string, what: string): T => {
  if (!ok) throw new RemoteContentError(`${where} answered something else than ${what}`)
  return value as T
}

/** A bearer token from the token cache endpoint (client credentials), kept until a 401. */
const tokenSource = (config: RemoteConfig) => {
  const identity = createApiClient({ baseURL: config.tokenUrl, timeout: config.timeoutMs })
  let token: string | null = null
  const fetchToken = async () => {
    let answer: unknown
    try {
      answer = (
        await identity.post('', {
          grant_type: 'client_credentials',
          client_id: config.clientId,
          client_secret: config.clientSecret,
        })
      ).data
    } catch (error) {
      throw new RemoteContentError(`Token cache POST ${config.tokenUrl} failed: ${describe(error)}`)
    }
    const access = isObject(answer) ? answer.access_token : undefined
    if (typeof access !== 'string' || !access)
      throw new RemoteContentError(`Token cache POST ${config.tokenUrl} gave no access_token`)
    token = access
    return access
  }
  return { getToken: () => token ?? fetchToken(), refreshToken: fetchToken }
}

export const loadRemoteContent = async (config: RemoteConfig): Promise<RawContent> => {
  const management = createApiClient({
    baseURL: config.managementApi,
    timeout: config.timeoutMs,
    auth: { type: 'bearer', ...tokenSource(config) },
  })
  const platform = createApiClient({
    baseURL: config.platformApi,
    timeout: config.timeoutMs,
    auth: { type: 'basic', username: config.platformUser, password: config.platformPassword },
  })
  const site = encodeURIComponent(config.siteId)
  const M = 'Management API'
  const P = 'Platform data API'

  // stable=1 asks for what is published; without it the CMS answers with the drafts.
  const version = config.drafts ? {} : { stable: 1 }
  const [blocks, articles, sites, programme] = await Promise.all([
    getJson(management, M, `sites/${site}/blocks`, version),
    getJson(management, M, `sites/${site}/articles`, version),
    getJson(platform, P, 'sites'),
    getJson(platform, P, `sites/${site}/events`),
  ])

  const siteList = expect<{ id?: unknown }[]>(
    Array.isArray(sites),
    sites,
    `${P} GET sites`,
    'a list of sites',
  )
  if (!siteList.some((s) => isObject(s) && String(s.id) === config.siteId))
    throw new RemoteContentError(`${P} does not know site "${config.siteId}"`)

  const b = expect<Record<string, unknown>>(
    isObject(blocks) && Array.isArray(blocks.pages),
    blocks,
    `${M} GET sites/${site}/blocks`,
    'an object with site, menus, footer, redirects and pages',
  )
  const a = expect<unknown[]>(
    Array.isArray(articles),
    articles,
    `${M} GET sites/${site}/articles`,
    'a list of articles',
  )
  const p = expect<Record<string, unknown>>(
    isObject(programme) && Array.isArray(programme.productions) && Array.isArray(programme.events),
    programme,
    `${P} GET sites/${site}/events`,
    'an object with productions and events',
  )

  // Each record names where it came from, as a local file does.
  const from = (where: string, data: unknown): Located => ({ file: where, data })
  const blocksAt = `management API sites/${config.siteId}/blocks`
  const recordName = (r: unknown, i: number) =>
    isObject(r) && typeof r.id === 'string' ? r.id : `#${i}`
  return {
    site: from(`${blocksAt} (site)`, b.site),
    menus: from(`${blocksAt} (menus)`, b.menus),
    footer: from(`${blocksAt} (footer)`, b.footer),
    redirects: from(`${blocksAt} (redirects)`, b.redirects),
    pages: (b.pages as unknown[]).map((page, i) =>
      from(`${blocksAt} (page ${recordName(page, i)})`, page),
    ),
    articles: a.map((article, i) =>
      from(
        `management API sites/${config.siteId}/articles (article ${recordName(article, i)})`,
        article,
      ),
    ),
    productions: from(`platform API sites/${config.siteId}/events (productions)`, p.productions),
    events: from(`platform API sites/${config.siteId}/events (events)`, p.events),
    ...(p.prices !== undefined && {
      prices: from(`platform API sites/${config.siteId}/events (prices)`, p.prices),
    }),
  }
}
