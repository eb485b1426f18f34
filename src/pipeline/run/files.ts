// The build's file work around Gatsby's pages: writing the pipeline's outputs, reading the
// pages Gatsby wrote, the service worker's list of files to keep, and the read-back of the XML.
import fs from 'node:fs'
import path from 'node:path'
import { FILE_PATHS } from '../../contract/paths'
import { gatsbyPageStaticQueries } from '../../platform/gatsby-build'
import { ENCODINGS } from '../compress/precompress'
import {
  OFFLINE_FILES_PATH,
  offlineCodeFiles,
  type OfflineFiles,
  sharedPageData,
} from '../outputs/offline-files'
import type { OutputFile } from '../outputs/site-outputs'
import { WORKER_IMPORT, WORKER_SCRIPT, workerScript } from '../outputs/worker-script'
import { checkXml, RSS_NAMESPACES, SITEMAP_NAMESPACES } from '../outputs/xml-check'

/** Writes the files under cwd. A file whose bytes are the same is left as it is: each page
 * gets its policy again on every build, and an untouched page keeps its time, for the
 * servers' ETags and for whoever copies only what changed. */
export const writeOutputs = (files: OutputFile[], cwd = process.cwd()) => {
  for (const { path: file, contents } of files) {
    const target = path.resolve(cwd, file)
    if (unchanged(target, contents)) continue
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, contents)
  }
}

/** Writes the service worker's appended script (worker-script.ts) in the project's folder,
 * publicDir's parent, and the script it imports first in publicDir. */
export const writeWorkerScript = (publicDir: string) => {
  const projectDir = path.dirname(publicDir)
  const read = (file: string) => fs.readFileSync(path.join(projectDir, file), 'utf8')
  writeOutputs(
    [
      {
        path: WORKER_SCRIPT,
        contents: workerScript(
          read('src/lib/oslo-time.mjs'),
          read('src/service-worker/offline.js'),
        ),
      },
      {
        path: path.join(publicDir, WORKER_IMPORT),
        contents: read('src/service-worker/scripts.js'),
      },
    ],
    projectDir,
  )
}

/** Removes the files under dir (a folder the outputs own whole) that none of files is, and
 * returns them. A build runs where the last one ran (the rebuild hook's work folders keep
 * public/ between builds), so a showing's calendar would otherwise stay published after the
 * showing left the programme. Compressed copies are left to precompress, which removes a
 * copy whose file is gone. */
export const removeUnmade = (files: OutputFile[], dir: string, cwd = process.cwd()) => {
  const root = path.resolve(cwd, dir)
  if (!fs.existsSync(root)) return []
  const made = new Set(files.map((file) => path.resolve(cwd, file.path)))
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !made.has(file) && !ENCODINGS.some(({ suffix }) => file.endsWith(suffix)))
    .map((file) => {
      fs.rmSync(file)
      return path.relative(cwd, file)
    })
}

const unchanged = (file: string, contents: string) => {
  try {
    return fs.readFileSync(file, 'utf8') === contents
  } catch {
    return false
  }
}

/** Every HTML page the build wrote under publicDir, by the path it is served at. */
export const readBuiltPages = (publicDir: string) =>
  (fs.readdirSync(publicDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.html') && fs.statSync(path.join(publicDir, file)).isFile())
    .map((file) => ({
      file: path.join('public', file),
      path: `/${file.split(path.sep).join('/')}`.replace(/\/?index\.html$/, '') || '/',
      html: fs.readFileSync(path.join(publicDir, file), 'utf8'),
    }))

/** The service worker's list of this build's code and of the files every page shares
 * (offline-files.ts): the shared page data, and sharedFiles (the site's logos). */
export const offlineFiles = (publicDir: string, sharedFiles: string[]): OutputFile => {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as {
    assetsByChunkName: Record<string, string[]>
  }
  const runtime = stats.assetsByChunkName.app?.find((f) => f.startsWith('webpack-runtime')) ?? ''
  const files: OfflineFiles = {
    code: offlineCodeFiles(
      fs.readdirSync(publicDir).filter((f) => f.endsWith('.js')),
      stats.assetsByChunkName,
      runtime ? fs.readFileSync(path.join(publicDir, runtime), 'utf8') : '',
    ),
    shared: [
      ...sharedPageData(staticQueryHashes(path.join(publicDir, 'page-data'))),
      ...sharedFiles,
    ],
  }
  return { path: `public${OFFLINE_FILES_PATH}`, contents: JSON.stringify(files) }
}

/** Each page's staticQueryHashes, read from the page-data.json files Gatsby wrote. */
const staticQueryHashes = (pageDataDir: string): string[][] =>
  (fs.readdirSync(pageDataDir, { recursive: true }) as string[])
    .filter((file) => path.basename(file) === 'page-data.json')
    .map((file) => gatsbyPageStaticQueries(fs.readFileSync(path.join(pageDataDir, file), 'utf8')))

/** The feed and the sitemaps (gatsby-plugin-sitemap's, written before the site's hooks)
 * read back strictly: a refused file throws XmlOutputError, naming it. */
export const checkPublishedXml = (publicDir: string) => {
  const feed = path.join(publicDir, FILE_PATHS.newsFeed)
  if (fs.existsSync(feed))
    checkXml(FILE_PATHS.newsFeed, fs.readFileSync(feed, 'utf8'), RSS_NAMESPACES)
  for (const file of fs.readdirSync(publicDir).filter((f) => /^sitemap-[\w-]+\.xml$/.test(f)))
    checkXml(file, fs.readFileSync(path.join(publicDir, file), 'utf8'), SITEMAP_NAMESPACES)
}
