// Everything the build writes besides Gatsby's pages, as files: a pure function of the
// planned site, so that it is tested without a build, and gatsby-node only writes it.
// The security headers come apart, after the build: they hash the pages' inline scripts.
import type { SiteBuild } from '../build-site'
import { SHOWINGS_INDEX_PATH } from '../../contract/showings'
import { showingCalendarPath } from '../../contract/paths'
import { VIDEO_PLAYER_ORIGINS } from '../validate/sanitize'
import { FILE_PATHS, PAGE_PATHS } from '../../contract/paths'
import { calendarFeedIcs } from './calendar-feeds'
import { eventIcs } from './ics'
import { newsFeedXml } from './news-feed'
import { robotsTxt } from './robots'
import { webAppManifest } from './web-app-manifest'
import { SECURITY_TXT_PATH, securityTxt } from './security-txt'
import type { BuildInfo } from './publish-guard'
import { serveConfig } from './redirect-config'
import { PREVIEW_PLANNED_FILE, previewPlanned } from './preview-planned'
import { siteRedirects } from '../plan/translation-redirects'
import { buildSearchIndex } from './search-index'
import { SEARCH_INDEX_PATHS } from '../../contract/search'
import { LOCALES } from '../../contract/locale'
import { buildShowingsIndex } from './showings-index'
import { imageUrlsIn, securityHeaderFile, withPolicyInPage } from './security-headers'

/** A file to write, by its path from the project's root. */
export type OutputFile = { path: string; contents: string }

export type OutputOptions = {
  siteUrl: string
  /** An editor's preview: closed to crawlers. */
  preview?: boolean
  /** The build's clock: calendar files are stamped with it. */
  now: Date
  /** When the build ran (the wall clock), for build-info.json. */
  builtAt: Date
  /** Where to report a security hole, and until when (security.txt); defaults for a
   * local build. */
  security?: { contact: string; expires: string }
}

const LOCAL_SECURITY_CONTACT = 'mailto:sikkerhet@kino.gjovik.example'

/** The search indexes, one per language. */
export const searchIndexFiles = (build: SiteBuild): OutputFile[] =>
  LOCALES.map((locale) => ({
    path: `public${SEARCH_INDEX_PATHS[locale]}`,
    contents: JSON.stringify(buildSearchIndex(build, locale)),
  }))

/** The web app manifest: written with the search indexes, before the pages, so that the
 * offline plugin's worker keeps it. */
export const manifestFile = ({ content }: SiteBuild): OutputFile => ({
  path: `public${FILE_PATHS.webAppManifest}`,
  contents: webAppManifest(content.site, {
    programme: PAGE_PATHS.programme,
    tickets: PAGE_PATHS.minSide,
  }),
})

/** Every output: the search indexes and the manifest, and what is written once the pages are
 * built. */
export const siteOutputs = (build: SiteBuild, options: OutputOptions): OutputFile[] => [
  ...searchIndexFiles(build),
  manifestFile(build),
  ...postBuildOutputs(build, options),
]

/** The outputs besides the search indexes (which are written before the pages, for develop). */
export const postBuildOutputs = (
  build: SiteBuild,
  { siteUrl, now, builtAt, preview = false, security }: OutputOptions,
): OutputFile[] => {
  const { content, links, calendars } = build
  const { programme, redirects, site, articles } = content
  const info: BuildInfo = {
    events: programme.events.length,
    productions: programme.productions.length,
    articles: articles.length,
    builtAt: builtAt.toISOString(),
    ...(programme.shiftDays !== undefined && { programmeShiftDays: programme.shiftDays }),
  }
  return [
    ...programme.events.map((event) => {
      const page = links.pathOf('production', event.productionId)
      return {
        path: `public${showingCalendarPath(event.eventId)}`,
        contents: eventIcs(event, site, page && `${siteUrl}${page}`, now),
      }
    }),
    {
      path: `public${SHOWINGS_INDEX_PATH}`,
      contents: JSON.stringify(buildShowingsIndex(content, links)),
    },
    {
      path: 'public/serve.json',
      contents: JSON.stringify(serveConfig(siteRedirects(build.routes, redirects)), null, 2),
    },
    { path: 'public/build-info.json', contents: JSON.stringify(info) },
    ...(preview
      ? [
          {
            path: `public/${PREVIEW_PLANNED_FILE}`,
            contents: JSON.stringify(previewPlanned(build)),
          },
        ]
      : []),
    ...calendars.map((c) => ({
      path: `public${c.path}`,
      contents: calendarFeedIcs(c, site, links, siteUrl, now),
    })),
    { path: `public${FILE_PATHS.newsFeed}`, contents: newsFeedXml(content, links, siteUrl) },
    { path: 'public/robots.txt', contents: robotsTxt(siteUrl, preview) },
    {
      path: `public${SECURITY_TXT_PATH}`,
      contents: securityTxt({
        contact: security?.contact || LOCAL_SECURITY_CONTACT,
        expires: security?.expires ?? '',
        siteUrl,
        now,
      }),
    },
  ]
}

export type SecurityOptions = {
  /** The partner's APIs the browser calls. */
  partnerApis: string[]
  /** Every showing's ticket URL (the hosts tickets are sold on). */
  ticketing: string[]
}

/**
 * Per-page Content-Security-Policy (hashes of each page's inline scripts), written into each
 * page, and the other security headers: security-headers.json for scripts/serve.mjs and the
 * rebuild hook's preview. The pages are rewritten with their policy in them.
 */
export const securityOutputs = (
  pages: { file: string; path: string; html: string }[],
  { partnerApis, ticketing }: SecurityOptions,
): OutputFile[] => {
  const file = securityHeaderFile(pages, {
    partnerApis,
    ticketing,
    // Pages show processed copies from this site; any other host an image still comes
    // from is read off the pages themselves.
    images: pages.flatMap(({ html }) => imageUrlsIn(html)),
    frames: VIDEO_PLAYER_ORIGINS,
  })
  return [
    { path: 'public/security-headers.json', contents: JSON.stringify(file) },
    // Documents only: Gatsby's slice fragments (_gatsby/slices/) are already stitched in.
    ...pages
      .filter(({ html }) => /<head[\s>]/i.test(html))
      .map(({ file: page, path, html }) => ({
        path: page,
        contents: withPolicyInPage(html, file.pages[path] ?? file.defaultPolicy),
      })),
  ]
}
