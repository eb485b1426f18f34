// Document head for a route through the Gatsby Head API: title, description, keywords,
// Open Graph (with absolute URLs, as the protocol requires), favicon, the news feed, noindex
// on a page left to the visitor, and JSON-LD.
import {
  DEFAULT_LOCALE,
  FILE_PATHS,
  fillText,
  type LayoutData,
  type PlannedRoute,
  type UiText,
} from '../../contract'
import { BAR_COLOURS } from '../../client/theme'
import { scriptSafeJson } from '../../client/script-safe-json'
import { blockEndId, PAINT_WHOLE } from '../blocks/block-element'
import { firstBlockOf } from './PageGrid'
import { MAIN_ID } from './SiteLayout'

type Props = { route: PlannedRoute; site: LayoutData['site']; words: UiText }

const OG_LOCALES = { nb: 'nb_NO', en: 'en_GB' } as const

export const pageTitle = (route: Pick<PlannedRoute, 'path' | 'meta'>, siteName: string) =>
  route.path === '/' || route.meta.title.includes(siteName)
    ? route.meta.title
    : `${route.meta.title} | ${siteName}`

export const PageHead = ({ route, site, words }: Props) => {
  const { meta } = route
  const locale = route.locale ?? DEFAULT_LOCALE
  const title = pageTitle(route, site.name)
  const isFilm = route.structuredData.some((d) => (d as { '@type'?: string })['@type'] === 'Movie')
  const first = firstBlockOf(route)
  // The header always (on a phone its buttons line up on the right, so that one arriving
  // late moves the others), and a first block that lays text over a picture with it.
  const paintedWhole = first && PAINT_WHOLE.has(first.component) ? blockEndId(first.id) : MAIN_ID
  return (
    <>
      <html lang={locale} />
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      {meta.keywords.length > 0 && <meta name="keywords" content={meta.keywords.join(', ')} />}
      <link rel="canonical" href={route.url} />
      {(route.hreflang ?? []).map(({ lang, path }) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={`${site.url}${path}`} />
      ))}
      {!route.indexed && <meta name="robots" content="noindex" />}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={fillText(words.newsFeed, { site: site.name })}
        href={FILE_PATHS.newsFeed}
      />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:image" content={meta.image ?? site.defaultImage} />
      <meta property="og:type" content={isFilm ? 'video.movie' : 'website'} />
      <meta property="og:locale" content={OG_LOCALES[locale]} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:url" content={route.url} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="theme-color" media="(prefers-color-scheme: light)" content={BAR_COLOURS.light} />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content={BAR_COLOURS.dark} />
      <link rel="icon" href={site.favicon} type="image/svg+xml" />
      {/* The web app manifest is linked after hydration (link-manifest.ts). */}
      <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
      {/* Chromium holds the first paint until the element is parsed (others ignore it). */}
      <link rel="expect" href={`#${encodeURIComponent(paintedWhole)}`} blocking="render" />
      {route.structuredData.length > 0 && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: scriptSafeJson(route.structuredData) }}
        />
      )}
    </>
  )
}
