// The whole build-time pipeline in one call: records -> validate -> plan -> check links.
import { checkLinks } from './links'
import { planRoutes, type PlannedRoute } from './plan'
import type { RawContent } from './records'
import { validateContent, type Content } from './validate'

export type SiteBuild = { content: Content; routes: PlannedRoute[] }

export const buildSite = (raw: RawContent): SiteBuild => {
  const content = validateContent(raw)
  const routes = planRoutes(content)
  checkLinks(content, routes, { menus: raw.menus.file, footer: raw.footer.file })
  return { content, routes }
}
