// Everything a build takes from its environment, read once, into one typed object that
// the pipeline's stages are given. No stage reads process.env itself, so a test builds a
// config and a tool can run the stages with settings of its own.
import path from 'node:path'
import { partnerConfig, type PartnerConfig } from '../../lib/partner'
import { contentSourceFromEnv, isPreviewBuild, type ContentSource } from '../load/content-source'
import { clockFromEnv, type ClockOptions } from '../resolve/clock'

type Env = Record<string, string | undefined>

export type BuildConfig = {
  source: ContentSource
  /** The site's public address, without a trailing slash. */
  siteUrl: string
  /** Where "now" is for the programme, and whether the demo programme moves to today. */
  clock: ClockOptions
  /** A CMS preview: drafts, no tracking, no offline code. */
  preview: boolean
  /** The build writes here (Gatsby's public/), and finds the site's static/ beside it. */
  publicDir: string
  staticDir: string
  /** The site visitors see now, whose programme size the guard compares with (the rebuild
   * hook points this at the live release; a plain build compares with public/). */
  publishedDir: string
  /** Publish even when the programme shrank beyond the guard's limit (PUBLISH_FORCE=1). */
  forcePublish: boolean
  /** Compress every text file for nginx (every build but a local start's: npm start sets
   * SITE_PRECOMPRESS=off, since its server is on the same machine). */
  precompress: boolean
  /** Processed images outlive .cache (which Gatsby wipes when its config or plugins
   * change), so a cold build with this folder kept encodes nothing. */
  imageCacheDir: string
  imageLimits: { timeoutMs: number; maxBytes: number }
  /** Where a failed build writes what an editor must mend, for the publish page. */
  failureReportFile?: string
  /** Where the build writes the publish and withdraw times its records plan after its
   * clock, for the rebuild hook's plan. Not in public/: a planned record is not out. */
  planFile?: string
  /** Where the build writes what each of its pages says (outputs/release-records.ts), for
   * the rebuild hook's list of what a release changed. */
  recordsFile?: string
  security: { contact: string; expires: string }
  partner: PartnerConfig
}

export const buildConfigFromEnv = (env: Env, cwd = process.cwd()): BuildConfig => ({
  source: contentSourceFromEnv(env),
  siteUrl: (env.SITE_URL || 'https://kino.gjovik.example').replace(/\/$/, ''),
  // The shipped demo programme is moved to start today unless PROGRAMME_DATES=asis.
  clock: clockFromEnv(env, true),
  preview: isPreviewBuild(env),
  publicDir: path.resolve(cwd, 'public'),
  staticDir: path.resolve(cwd, 'static'),
  publishedDir: path.resolve(cwd, env.PUBLISHED_DIR || 'public'),
  forcePublish: env.PUBLISH_FORCE === '1',
  precompress: env.SITE_PRECOMPRESS !== 'off',
  imageCacheDir: path.resolve(cwd, env.IMAGE_CACHE_DIR || '.image-cache'),
  imageLimits: {
    timeoutMs: Number(env.IMAGE_FETCH_TIMEOUT_MS) || 15_000,
    maxBytes: Number(env.IMAGE_MAX_BYTES) || 20 * 1024 * 1024,
  },
  failureReportFile: env.BUILD_REPORT_FILE || undefined,
  planFile: env.BUILD_PLAN_FILE || undefined,
  recordsFile: env.BUILD_RECORDS_FILE || undefined,
  security: { contact: env.SECURITY_CONTACT ?? '', expires: env.SECURITY_EXPIRES ?? '' },
  partner: partnerConfig(env),
})
