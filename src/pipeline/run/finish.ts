// After Gatsby has written the pages: the files made from the planned site (calendars,
// feeds, the build's record), each page's security policy from the scripts it ended up
// with, the service worker's list of files to keep, the XML read back, and last every
// text file compressed, so that what the servers send is exactly what was built.
import fs from 'node:fs'
import path from 'node:path'
import { CALENDAR_DIR } from '../../contract/paths'
import { importFirstInOfflineWorker, OFFLINE_WORKER } from '../../platform/gatsby-build'
import { CalendarTextError } from '../../lib/icalendar'
import { precompress, removeCompressedCopies } from '../compress/precompress'
import { scriptsAfterFirstPaint } from '../outputs/scripts-after-paint'
import { SecurityTxtError } from '../outputs/security-txt'
import { postBuildOutputs, securityOutputs } from '../outputs/site-outputs'
import { WORKER_IMPORT } from '../outputs/worker-script'
import { XmlOutputError } from '../outputs/xml-check'
import { releasePictures } from '../outputs/release-pictures'
import { releaseRecords } from '../outputs/release-records'
import type { BuildConfig } from './config'
import {
  checkPublishedXml,
  offlineFiles,
  readBuiltPages,
  removeUnmade,
  writeOutputs,
} from './files'
import type { Log, PreparedSite } from './prepare'

/** A calendar value or a feed that would not read back as text stops the build, naming
 * the record or the file, and nothing is published. */
export const OUTPUT_ERRORS = [CalendarTextError, XmlOutputError, SecurityTxtError]

export const finishSite = async (site: PreparedSite, config: BuildConfig, log: Log) => {
  const outputs = postBuildOutputs(site, {
    siteUrl: config.siteUrl,
    now: config.clock.now,
    builtAt: new Date(),
    preview: config.preview,
    security: config.security,
  })
  writeOutputs(outputs)
  if (config.recordsFile)
    writeOutputs([
      {
        path: config.recordsFile,
        contents: JSON.stringify({
          records: releaseRecords(site),
          pictures: releasePictures(site.content, site.images),
        }),
      },
    ])
  const gone = removeUnmade(outputs, path.join(config.publicDir, CALENDAR_DIR))
  if (gone.length > 0) log.info(`Calendars no longer in the programme removed: ${gone.length}`)
  const { partner } = config
  writeOutputs(
    // The pages' bundles load after the first paint, and each page's policy is worked out
    // from its scripts as they are then.
    securityOutputs(
      readBuiltPages(config.publicDir).map((page) => ({
        ...page,
        html: scriptsAfterFirstPaint(page.html),
      })),
      {
        partnerApis: [partner.apiBase, partner.runtimeApiBase, partner.ticketingBase],
        // Members' «Kjøp billett» posts to the checkout profile auth at the ticketing base.
        ticketing: [
          partner.ticketingBase,
          ...site.content.programme.events.map((e) => e.ticketUrl),
        ],
      },
    ),
  )
  const { logo } = site.content.site
  if (!config.preview) {
    writeOutputs([offlineFiles(config.publicDir, [logo.src, logo.srcOnDark])])
    importScriptsFirst(config.publicDir)
  }
  checkPublishedXml(config.publicDir)
  // Last, after every plugin's files (the site's own hooks run after the plugins'): what
  // the servers send is exactly what was built.
  if (!config.precompress) {
    const removed = removeCompressedCopies(config.publicDir)
    log.info(
      `Not precompressed: a local start serves its files uncompressed; a production build compresses them` +
        (removed ? ` (${removed} copies from an earlier build removed)` : ''),
    )
    return
  }
  const compressed = await precompress(config.publicDir)
  log.info(
    `Precompressed: ${compressed.compressed} of ${compressed.files} files in ` +
      `${compressed.seconds.toFixed(1)} s (${kb(compressed.rawBytes)} -> ${kb(compressed.brotliBytes)} ` +
      `brotli, ${kb(compressed.gzipBytes)} gzip; ${compressed.removed} old copies removed)`,
  )
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`

/** The worker's own answer to the site's scripts, ahead of Workbox's (the first stage wrote
 * it into public/, src/service-worker/scripts.js). */
const importScriptsFirst = (publicDir: string) => {
  const worker = path.join(publicDir, OFFLINE_WORKER)
  if (!fs.existsSync(path.join(publicDir, WORKER_IMPORT)))
    throw new Error(`${WORKER_IMPORT} is not in ${publicDir}: the build's first stage writes it.`)
  fs.writeFileSync(
    worker,
    importFirstInOfflineWorker(fs.readFileSync(worker, 'utf8'), WORKER_IMPORT),
  )
}
