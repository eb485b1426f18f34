// One build, in the stages Gatsby's hooks call one after another in one process: prepare
// (load, validate, images, resolve, plan), the nodes the pages query, the pages and
// redirects, and the files around the pages once Gatsby has written them. The prepared
// site is kept in the run, not in gatsby-node: Gatsby gives its hooks no channel but its
// node store, which would copy and infer every route. A stage called before prepare says
// so instead of failing on a missing value.
import { siteRedirects } from '../plan/translation-redirects'
import { chromeOf, layoutData, type LayoutData } from '../plan/layout-data'
import { manifestFile, searchIndexFiles } from '../outputs/site-outputs'
import type { PlannedRoute } from '../../contract'
import type { Redirect } from '../../contract/records/content'
import type { BuildConfig } from './config'
import { writeOutputs } from './files'
import { finishSite } from './finish'
import { prepareSite, type Log, type PreparedSite } from './prepare'

/** A page as Gatsby is given it: the route without where its record came from, which is
 * for build errors, not for visitors. */
export type PageToCreate = { path: string; route: Omit<PlannedRoute, 'file'> }

/** A sitemap entry, with the page's versions in each language (absolute URLs, and
 * x-default: the Norwegian one), if it has more than one. */
export type SitemapEntry = {
  path: string
  lastmod: string | null
  alternates: { lang: string; url: string }[]
}

export type BuildRun = {
  prepare: (log: Log) => Promise<void>
  /** The one node the layout's static query reads. */
  layout: () => LayoutData
  /** The sitemap's pages (gatsby-plugin-sitemap reads them; see gatsby-config). */
  sitemap: () => SitemapEntry[]
  /** The pages, with the search index and the web app manifest written first, so that
   * `gatsby develop` serves them too. */
  pages: () => PageToCreate[]
  redirects: () => Redirect[]
  finish: (log: Log) => Promise<void>
}

export const createBuildRun = (
  config: BuildConfig,
  prepare: typeof prepareSite = prepareSite,
): BuildRun => {
  let prepared: PreparedSite | undefined
  const site = () => {
    if (!prepared) throw new Error('The site is prepared in onPreBootstrap, which has not run.')
    return prepared
  }
  return {
    prepare: async (log) => {
      prepared = await prepare(config, log)
    },
    layout: () => {
      const { content, images, links } = site()
      return layoutData(content, config.siteUrl, images, links, config.clock.now)
    },
    sitemap: () =>
      site()
        .routes.filter((r) => r.indexed)
        .map((r) => ({
          path: r.path,
          lastmod: r.lastModified ?? null,
          alternates: r.hreflang.map(({ lang, path }) => ({
            lang,
            url: `${config.siteUrl}${path}`,
          })),
        })),
    pages: () => {
      const build = site()
      writeOutputs([...searchIndexFiles(build), manifestFile(build)])
      const chrome = chromeOf(build.content, 'en')
      return build.routes.map(({ file: _recordFile, ...route }) => ({
        path: route.path,
        route: route.locale === 'en' ? { ...route, chrome } : route,
      }))
    },
    redirects: () => siteRedirects(site().routes, site().content.redirects),
    finish: (log) => finishSite(site(), config, log),
  }
}
