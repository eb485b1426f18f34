// The code of every part of every page of this build, which the service worker keeps when it
// installs (src/service-worker/offline.js): the named bundles webpack lists, and each chunk
// that this build's webpack runtime can load (public/ still holds earlier builds' chunks).
export const OFFLINE_CODE_PATH = '/offline-code.json'

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
