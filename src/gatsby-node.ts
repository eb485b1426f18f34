import fs from 'node:fs'
import path from 'node:path'
import type { GatsbyNode, Reporter } from 'gatsby'
import type { ImageCatalogue } from './contract/images'
import type { Content } from './pipeline/validate/validate'
import { planSite, prepareContent, type SiteBuild } from './pipeline/build-site'
import { clockFromEnv } from './pipeline/resolve/clock'
import { collectImages } from './pipeline/images/collect'
import { processImages, publishImages } from './pipeline/images/process-images'
import { ContentError } from './pipeline/errors'
import { precompress } from './pipeline/compress/precompress'
import {
  checkXml,
  RSS_NAMESPACES,
  SITEMAP_NAMESPACES,
  XmlOutputError,
} from './pipeline/outputs/xml-check'
import { NEWS_FEED_PATH } from './contract/routes'
import { CalendarTextError } from './lib/icalendar'
import { SecurityTxtError } from './pipeline/outputs/security-txt'
import { OFFLINE_CODE_PATH, offlineCodeFiles } from './pipeline/outputs/offline-code'
import { writeFailureReport } from './pipeline/outputs/failure-report'
import { scriptsAfterFirstPaint } from './pipeline/outputs/scripts-after-paint'
import { contentSourceFromEnv, isPreviewBuild } from './pipeline/load/content-source'
import { withoutTracking } from './pipeline/resolve/preview'
import { layoutData } from './pipeline/plan/layout-data'
import { loadLocalContent } from './pipeline/load/load-local'
import { loadRemoteContent, RemoteContentError } from './pipeline/load/load-remote'
import {
  checkProgrammeSize,
  PublishRefusedError,
  readBuildInfo,
} from './pipeline/outputs/publish-guard'
import { partnerConfig } from './lib/partner'
import {
  manifestFile,
  searchIndexFile,
  securityOutputs,
  postBuildOutputs,
  type OutputFile,
} from './pipeline/outputs/site-outputs'

const SOURCE = contentSourceFromEnv(process.env)
// The site visitors see now, whose programme size the guard compares with (the rebuild
// hook points this at the live release; a plain build compares with the previous public/).
const PUBLISHED_DIR = path.resolve(process.env.PUBLISHED_DIR || 'public')
const BLOCK_PAGE = path.resolve('src/app/BlockPage.tsx')
const SITE_URL = (process.env.SITE_URL || 'https://kino.gjovik.example').replace(/\/$/, '')
// The shipped demo programme is moved to start today unless PROGRAMME_DATES=asis.
const CLOCK = clockFromEnv(process.env, true)
// Processed images outlive .cache (which Gatsby wipes when its config or plugins change),
// so a cold build with this folder kept encodes nothing.
const IMAGE_CACHE = path.resolve(process.env.IMAGE_CACHE_DIR || '.image-cache')
const IMAGE_LIMITS = {
  timeoutMs: Number(process.env.IMAGE_FETCH_TIMEOUT_MS) || 15_000,
  maxBytes: Number(process.env.IMAGE_MAX_BYTES) || 20 * 1024 * 1024,
}

// Loaded once per process, before anything else: sourceNodes, createPages and onPostBuild
// share one result.
let siteBuild: (SiteBuild & { images: ImageCatalogue }) | undefined
const getSiteBuild = () => {
  if (!siteBuild) throw new Error('Content is loaded in onPreBootstrap, which has not run.')
  return siteBuild
}

const loadContent = async () =>
  SOURCE.kind === 'local'
    ? loadLocalContent(path.resolve(SOURCE.dir))
    : loadRemoteContent(SOURCE.remote)

const readPublishedInfo = () => {
  try {
    return readBuildInfo(fs.readFileSync(path.join(PUBLISHED_DIR, 'build-info.json'), 'utf8'))
  } catch {
    return null
  }
}

// Processes every image the content shows (src/pipeline/images/), puts the variants into
// public/static/img and reports what it did, in the log and in the cache's last-build.json.
const prepareImages = async (content: Content, reporter: Reporter) => {
  const { catalogue, files, warnings, report } = await processImages(collectImages(content), {
    staticDir: path.resolve('static'),
    cacheDir: IMAGE_CACHE,
    limits: IMAGE_LIMITS,
  })
  warnings.forEach((warning) => reporter.warn(warning))
  reporter.info(
    `Images: ${report.images}, of which ${report.processed} processed in ${report.seconds.toFixed(1)} s ` +
      `(${report.variantsMade} variants made, ${report.variantsFromCache} from the cache, ${report.failed} failed)`,
  )
  fs.writeFileSync(path.join(IMAGE_CACHE, 'last-build.json'), JSON.stringify(report))
  publishImages(files, IMAGE_CACHE, path.resolve('public'))
  return catalogue
}

/** An error of a kind whose message names what an editor must mend stops the build with
 * that message alone (Gatsby's panic); any other is thrown on, with its stack. */
const stopOn = (
  reporter: Reporter,
  error: unknown,
  kinds: ReadonlyArray<abstract new (...args: never[]) => Error>,
): never => {
  if (kinds.some((kind) => error instanceof kind)) reporter.panic((error as Error).message)
  throw error
}

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  try {
    const prepared = prepareContent(await loadContent(), { clock: CLOCK })
    const content = isPreviewBuild(process.env) ? withoutTracking(prepared) : prepared
    content.warnings.forEach((warning) => reporter.warn(warning))
    checkProgrammeSize(
      { events: content.programme.events.length },
      readPublishedInfo(),
      process.env.PUBLISH_FORCE === '1',
    )
    const images = await prepareImages(content, reporter)
    siteBuild = { ...planSite(content, { siteUrl: SITE_URL, images }), images }
  } catch (error) {
    writeFailureReport(process.env.BUILD_REPORT_FILE, error)
    stopOn(reporter, error, [ContentError, RemoteContentError, PublishRefusedError])
  }
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  // The shared layout (site, menus, footer) is one node read by one static query, so it
  // is fetched once per visit instead of being copied into every page's data file.
  // SitePage is not inferred: by default Gatsby walks every page's context to guess a
  // GraphQL type for it (testing each string for a date), which was 80 % of createPages
  // (9 of 11 s at 20,000 events). Nothing queries pages through GraphQL here.
  actions.createTypes(`
    type LayoutData implements Node @dontInfer {
      site: JSON!
      headerMenu: JSON!
      footerMenu: JSON!
      footer: JSON!
    }
    type SitePage implements Node @dontInfer {
      path: String!
    }
    type SitemapPage implements Node @dontInfer {
      path: String!
      lastmod: String
    }
  `)
}

export const sourceNodes: GatsbyNode['sourceNodes'] = ({
  actions,
  createNodeId,
  createContentDigest,
}) => {
  const { content, images, links, routes } = getSiteBuild()
  const data = layoutData(content, SITE_URL, images, links, CLOCK.now)
  actions.createNode({
    ...data,
    id: createNodeId('layout-data'),
    internal: { type: 'LayoutData', contentDigest: createContentDigest(data) },
  })
  // The sitemap's pages (gatsby-plugin-sitemap reads them; see gatsby-config).
  for (const { path: page, lastModified } of routes.filter((r) => r.indexed)) {
    const entry = { path: page, lastmod: lastModified ?? null }
    actions.createNode({
      ...entry,
      id: createNodeId(`sitemap ${page}`),
      internal: { type: 'SitemapPage', contentDigest: createContentDigest(entry) },
    })
  }
}

export const createPages: GatsbyNode['createPages'] = ({ actions }) => {
  const build = getSiteBuild()
  // Written here rather than after the build so that `gatsby develop` serves it too.
  writeOutputs([searchIndexFile(build), manifestFile(build)])
  for (const { file: _recordFile, ...route } of build.routes) {
    // Where the page record came from is for build errors, not for visitors.
    actions.createPage({ path: route.path, component: BLOCK_PAGE, context: { route } })
  }
  for (const redirect of build.content.redirects) {
    actions.createRedirect({
      fromPath: redirect.from,
      toPath: redirect.to,
      isPermanent: redirect.permanent,
      redirectInBrowser: true,
    })
  }
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const build = getSiteBuild()
  // A calendar value or a feed that would not read back as text stops the build here,
  // naming the record or the file, and nothing is published.
  try {
    writeOutputs(
      postBuildOutputs(build, {
        siteUrl: SITE_URL,
        now: CLOCK.now,
        builtAt: new Date(),
        preview: isPreviewBuild(process.env),
        security: {
          contact: process.env.SECURITY_CONTACT ?? '',
          expires: process.env.SECURITY_EXPIRES ?? '',
        },
      }),
    )
  } catch (error) {
    stopOn(reporter, error, [CalendarTextError, XmlOutputError, SecurityTxtError])
  }
  const partner = partnerConfig(process.env)
  writeOutputs(
    // The pages' bundles load after the first paint, and each page's policy is worked out
    // from its scripts as they are then.
    securityOutputs(
      readBuiltPages().map((page) => ({ ...page, html: scriptsAfterFirstPaint(page.html) })),
      {
        partnerApis: [partner.apiBase, partner.runtimeApiBase, partner.ticketingBase],
        // Members' «Kjøp billett» posts to the checkout profile auth at the ticketing base.
        ticketing: [
          partner.ticketingBase,
          ...build.content.programme.events.map((e) => e.ticketUrl),
        ],
      },
    ),
  )
  if (!isPreviewBuild(process.env)) writeOutputs([offlineCode(path.resolve('public'))])
  // The feed and the sitemaps (gatsby-plugin-sitemap's, written before this hook) read back
  // strictly: a refused file fails the build and nothing is published.
  try {
    checkPublishedXml(path.resolve('public'))
  } catch (error) {
    stopOn(reporter, error, [XmlOutputError])
  }
  // Last, after every plugin's files (the site's own hooks run after the plugins'): what
  // the servers send is exactly what was built.
  const compressed = await precompress(path.resolve('public'))
  reporter.info(
    `Precompressed: ${compressed.compressed} of ${compressed.files} files in ` +
      `${compressed.seconds.toFixed(1)} s (${kb(compressed.rawBytes)} -> ${kb(compressed.brotliBytes)} ` +
      `brotli, ${kb(compressed.gzipBytes)} gzip; ${compressed.removed} old copies removed)`,
  )
}

/** The service worker's list of this build's code (offline-code.ts). */
const offlineCode = (root: string): OutputFile => {
  const stats = JSON.parse(fs.readFileSync(path.join(root, 'webpack.stats.json'), 'utf8')) as {
    assetsByChunkName: Record<string, string[]>
  }
  const runtime = stats.assetsByChunkName.app?.find((f) => f.startsWith('webpack-runtime')) ?? ''
  return {
    path: `public${OFFLINE_CODE_PATH}`,
    contents: JSON.stringify(
      offlineCodeFiles(
        fs.readdirSync(root).filter((f) => f.endsWith('.js')),
        stats.assetsByChunkName,
        runtime ? fs.readFileSync(path.join(root, runtime), 'utf8') : '',
      ),
    ),
  }
}

const checkPublishedXml = (root: string) => {
  const feed = path.join(root, NEWS_FEED_PATH)
  if (fs.existsSync(feed)) checkXml(NEWS_FEED_PATH, fs.readFileSync(feed, 'utf8'), RSS_NAMESPACES)
  for (const file of fs.readdirSync(root).filter((f) => /^sitemap-[\w-]+\.xml$/.test(f)))
    checkXml(file, fs.readFileSync(path.join(root, file), 'utf8'), SITEMAP_NAMESPACES)
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`

// A file whose bytes are the same is left as it is: each page gets its policy again on
// every build, and an untouched page keeps its time, for the servers' ETags and for
// whoever copies only what changed.
const writeOutputs = (files: OutputFile[]) => {
  for (const { path: file, contents } of files) {
    const target = path.resolve(file)
    if (unchanged(target, contents)) continue
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, contents)
  }
}

const unchanged = (file: string, contents: string) => {
  try {
    return fs.readFileSync(file, 'utf8') === contents
  } catch {
    return false
  }
}

/** Every HTML page the build wrote, by the path it is served at. */
const readBuiltPages = () => {
  const root = path.resolve('public')
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.html') && fs.statSync(path.join(root, file)).isFile())
    .map((file) => ({
      file: path.join('public', file),
      path: `/${file.split(path.sep).join('/')}`.replace(/\/?index\.html$/, '') || '/',
      html: fs.readFileSync(path.join(root, file), 'utf8'),
    }))
}

export { onCreateWebpackConfig } from './bundles/webpack-config'
