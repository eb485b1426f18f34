// What the service worker keeps when it installs (src/service-worker/offline.js), so that a
// page opens offline after a visit as short as one page:
// - code: the named bundles webpack lists, and each chunk that this build's webpack runtime
//   can load (public/ still holds earlier builds' chunks);
// - shared: what every page needs beside its own page data: the app data, the static
//   queries' results and the site's logos. A link in view is prefetched, and the worker
//   then serves that page offline; without these, its code found nothing to render and the
//   page stayed blank (and the logo was its alternative text).
import { GATSBY_APP_DATA, gatsbyStaticQueryResult } from '../../platform/gatsby-build'

export const OFFLINE_FILES_PATH = '/offline-files.json'

export type OfflineFiles = { code: string[]; shared: string[] }

export const offlineCodeFiles = (
  /** The script files in public/'s root. */
  files: string[],
  /** webpack.stats.json's assetsByChunkName. */
  named: Record<string, string[]>,
  /** The text of this build's webpack runtime, which names its chunks' hashes. */
  runtime: string,
): string[] => {
  const listed = new Set(Object.values(named).flat())
  const loadable = files.filter((file) => {
    const hash = /^[\w-]+-([0-9a-f]{8,})\.js$/.exec(file)?.[1]
    return hash !== undefined && runtime.includes(`"${hash}"`)
  })
  return [...new Set([...listed, ...loadable])]
    .filter((file) => file.endsWith('.js'))
    .sort()
    .map((file) => `/${file}`)
}

/** The app data and the results of the static queries this build's pages use. */
export const sharedPageData = (
  /** Each page's staticQueryHashes, from its page-data.json. */
  staticQueryHashes: string[][],
): string[] => [
  GATSBY_APP_DATA,
  ...[...new Set(staticQueryHashes.flat())]
    .filter((hash) => /^\d+$/.test(hash))
    .sort()
    .map(gatsbyStaticQueryResult),
]
