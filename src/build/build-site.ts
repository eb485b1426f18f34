// The whole build-time pipeline in one call: records -> validate -> clean HTML -> clock ->
// plan -> links.
import { cleanContentHtml } from './clean-content'
import { applyClock, type ClockOptions } from './clock'
import { checkLinks } from './links'
import { planRoutes, type PlannedRoute } from './plan'
import type { RawContent } from './records'
import { validateContent, type Content } from './validate'

export type BuildOptions = {
  /** Without a clock the programme is taken as it is, past showings included. */
  clock?: ClockOptions
  /** Public URL of the site, for absolute links in structured data. */
  siteUrl?: string
}

export type SiteBuild = { content: Content; routes: PlannedRoute[] }

export const buildSite = (raw: RawContent, options: BuildOptions = {}): SiteBuild => {
  const validated = cleanContentHtml(validateContent(raw))
  const content = options.clock
    ? {
        ...validated,
        programme: {
          ...validated.programme,
          events: applyClock(validated.programme.events, options.clock),
        },
      }
    : validated
  const routes = planRoutes(content, options.siteUrl ?? `https://${content.site.host}`)
  checkLinks(content, routes, { menus: raw.menus.file, footer: raw.footer.file })
  return { content, routes }
}
