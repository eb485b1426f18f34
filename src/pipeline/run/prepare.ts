// Before Gatsby makes a page: the records loaded, validated and resolved, the programme
// checked against the live site's, every picture processed, and the routes planned.
// Stages in the order docs/architecture.md draws: load, validate, images, resolve, plan.
import fs from 'node:fs'
import path from 'node:path'
import type { ImageCatalogue } from '../../contract/images'
import { planSite, prepareContent, type SiteBuild } from '../build-site'
import { ContentError } from '../errors'
import { collectImages } from '../images/collect'
import { processImages, publishImages } from '../images/process-images'
import { loadLocalContent } from '../load/load-local'
import { loadRemoteContent, RemoteContentError } from '../load/load-remote'
import { writeFailureReport } from '../outputs/failure-report'
import { checkProgrammeSize, PublishRefusedError, readBuildInfo } from '../outputs/publish-guard'
import { namedPathFaults } from '../plan/named-paths'
import { withoutTracking } from '../resolve/preview'
import type { PlannedChange } from '../resolve/publication'
import type { Content } from '../validate/validate'
import type { BuildConfig } from './config'
import { writeWorkerScript } from './files'

export type Log = { info: (message: string) => void; warn: (message: string) => void }
export type PreparedSite = SiteBuild & { images: ImageCatalogue }

/** The errors whose message names what an editor must mend: the build stops with that
 * message alone, and the publish page shows it. */
export const EDITOR_ERRORS = [ContentError, RemoteContentError, PublishRefusedError]

export const prepareSite = async (config: BuildConfig, log: Log): Promise<PreparedSite> => {
  try {
    const raw =
      config.source.kind === 'local'
        ? await loadLocalContent(path.resolve(config.source.dir))
        : await loadRemoteContent(config.source.remote)
    const prepared = prepareContent(raw, {
      clock: config.clock,
      ticketingBase: config.partner.ticketingBase,
      keepPlanned: config.preview,
    })
    const content = config.preview ? withoutTracking(prepared) : prepared
    if (config.planFile) writePlan(config.planFile, prepared.planned)
    content.warnings.forEach((warning) => log.warn(warning))
    checkProgrammeSize(
      { events: content.programme.events.length },
      readPublishedInfo(config.publishedDir),
      config.forcePublish,
    )
    const images = await prepareImages(content, config, log)
    const site = { ...planSite(content, { siteUrl: config.siteUrl, images }), images }
    const missing = namedPathFaults(site.routes, 'content/pages')
    if (missing.length) throw new ContentError(missing)
    // The service worker's script, which gatsby-plugin-offline appends after the pages.
    if (!config.preview) writeWorkerScript(config.publicDir)
    return site
  } catch (error) {
    writeFailureReport(config.failureReportFile, error)
    throw error
  }
}

const writePlan = (file: string, planned: PlannedChange[]) => {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify({ planned }, null, 2)}\n`)
}

const readPublishedInfo = (publishedDir: string) => {
  try {
    return readBuildInfo(fs.readFileSync(path.join(publishedDir, 'build-info.json'), 'utf8'))
  } catch {
    return null
  }
}

// Processes every image the content shows (src/pipeline/images/), puts the variants into
// public/static/img and reports what it did, in the log and in the cache's last-build.json.
const prepareImages = async (content: Content, config: BuildConfig, log: Log) => {
  const { catalogue, files, warnings, report } = await processImages(collectImages(content), {
    staticDir: config.staticDir,
    cacheDir: config.imageCacheDir,
    limits: config.imageLimits,
  })
  warnings.forEach((warning) => log.warn(warning))
  log.info(
    `Images: ${report.images}, of which ${report.processed} processed in ${report.seconds.toFixed(1)} s ` +
      `(${report.variantsMade} variants made, ${report.variantsShared} shared by pictures with the same bytes, ` +
      `${report.variantsFromCache} from the cache of earlier builds, ${report.failed} failed)`,
  )
  fs.writeFileSync(path.join(config.imageCacheDir, 'last-build.json'), JSON.stringify(report))
  publishImages(files, config.imageCacheDir, config.publicDir)
  return catalogue
}
