import type { GatsbyConfig } from 'gatsby'

// The service worker's caching rules, chosen so that a visitor never sees yesterday's
// programme. gatsby-plugin-offline's defaults serve page data stale-while-revalidate,
// which shows the previous build's programme after a deploy; here anything that is not
// content-hashed goes to the network first and falls back to the cache only when the
// network fails or is slower than NETWORK_TIMEOUT_SECONDS (offline at the cinema door).
// The plugin merges this list into its four defaults by position (lodash merge), so four
// complete entries replace them all.
const NETWORK_TIMEOUT_SECONDS = 4

const runtimeCaching = [
  // Content-hashed scripts and styles, and files under /static/, never change.
  { urlPattern: /(\.js$|\.css$|static\/)/, handler: 'CacheFirst' },
  // Page data, app data and static query results: the programme itself.
  {
    urlPattern: /^https?:.*\/page-data\/.*\.json/,
    handler: 'NetworkFirst',
    options: { networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS },
  },
  // Other JSON on this site (the search index), also fresh first.
  {
    urlPattern: /^https?:\/\/[^/]+\/[^?]*\.json$/,
    handler: 'NetworkFirst',
    options: { networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS },
  },
  // Images and fonts that are not under /static/.
  {
    urlPattern: /^https?:.*\.(png|jpg|jpeg|webp|avif|svg|gif|woff|woff2)$/,
    handler: 'StaleWhileRevalidate',
  },
]

// An editor's preview (the rebuild hook builds it with SITE_PREVIEW=1 and PREFIX_PATHS=true):
// served under the hook's SITE_PATH_PREFIX, and with no service worker, so that a draft is
// never cached in an editor's browser as the real site.
const PREVIEW = process.env.SITE_PREVIEW === '1'

type SitemapPage = {
  path: string
  lastmod: string | null
  alternates: { lang: string; url: string }[]
}

const config: GatsbyConfig = {
  ...(PREVIEW && process.env.SITE_PATH_PREFIX ? { pathPrefix: process.env.SITE_PATH_PREFIX } : {}),
  siteMetadata: {
    siteUrl: process.env.SITE_URL || 'https://kino.gjovik.example',
  },
  // /kino, not /kino/: the paths in the SPEC and in editors' menus have no trailing slash.
  trailingSlash: 'never',
  jsxRuntime: 'automatic',
  plugins: [
    // pure: styled and css definitions no page uses are left out of the bundles.
    // displayName only while developing: in a build, every styled component carried its
    // name twice (in the bundle and in each class attribute) for no visitor's benefit.
    {
      resolve: 'gatsby-plugin-styled-components',
      options: { pure: true, displayName: process.env.NODE_ENV !== 'production' },
    },
    ...(PREVIEW
      ? []
      : [
          {
            resolve: 'gatsby-plugin-offline',
            options: {
              // The build puts one more script ahead of the plugin's worker, which answers
              // the site's scripts (src/service-worker/scripts.js, src/pipeline/run/finish.ts).
              workboxConfig: { runtimeCaching },
              // Every part's code kept at install, and a Norwegian page for a page never
              // visited, opened offline: src/service-worker/offline.js with the Oslo-time
              // module it uses, put together by the build's first stage
              // (src/pipeline/outputs/worker-script.ts).
              appendScript: `${__dirname}/.cache/offline-worker.js`,
            },
          },
          // The public pages as the planner sees them (gatsby-node makes a SitemapPage node
          // for each page search engines are offered, with when its records last changed),
          // not every page Gatsby made. A preview has no sitemap.
          {
            resolve: 'gatsby-plugin-sitemap',
            options: {
              query:
                '{ site { siteMetadata { siteUrl } } allSitemapPage { nodes { path lastmod alternates } } }',
              resolvePages: ({ allSitemapPage }: { allSitemapPage: { nodes: SitemapPage[] } }) =>
                allSitemapPage.nodes,
              // A page in both languages names each version and x-default (hreflang).
              serialize: ({ path, lastmod, alternates }: SitemapPage) => ({
                url: path,
                ...(lastmod && { lastmod }),
                ...(alternates.length > 0 && { links: alternates }),
              }),
            },
          },
        ]),
  ],
}

export default config
