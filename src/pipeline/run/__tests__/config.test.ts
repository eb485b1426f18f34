/** @jest-environment node */
import path from 'node:path'
import { buildConfigFromEnv } from '../config'

describe('the build config', () => {
  it('gives the defaults of a plain local build', () => {
    const config = buildConfigFromEnv({ PROGRAMME_NOW: '2026-11-27T12:00:00+01:00' }, '/p')
    expect(config).toMatchObject({
      source: { kind: 'local', dir: 'content' },
      siteUrl: 'https://kino.gjovik.example',
      preview: false,
      publicDir: path.resolve('/p/public'),
      publishedDir: path.resolve('/p/public'),
      imageCacheDir: path.resolve('/p/.image-cache'),
      imageLimits: { timeoutMs: 15_000, maxBytes: 20 * 1024 * 1024 },
      forcePublish: false,
      precompress: true,
    })
    expect(config.clock.now.toISOString()).toBe('2026-11-27T11:00:00.000Z')
    // npm start's build: served on the same machine, so nothing is compressed.
    expect(buildConfigFromEnv({ SITE_PRECOMPRESS: 'off' }, '/p').precompress).toBe(false)
  })

  it("takes the operator's settings, the site address without its last slash", () => {
    const config = buildConfigFromEnv(
      {
        SITE_URL: 'https://kino.example.no/',
        PUBLISHED_DIR: '/srv/kulturhus/current',
        PUBLISH_FORCE: '1',
        IMAGE_FETCH_TIMEOUT_MS: '5000',
        BUILD_REPORT_FILE: '/tmp/report.json',
        GATSBY_PARTNER_ID: '178',
      },
      '/p',
    )
    expect(config.siteUrl).toBe('https://kino.example.no')
    expect(config.publishedDir).toBe('/srv/kulturhus/current')
    expect(config.forcePublish).toBe(true)
    expect(config.imageLimits.timeoutMs).toBe(5000)
    expect(config.failureReportFile).toBe('/tmp/report.json')
    expect(config.partner.partnerId).toBe(178)
  })

  it('refuses a preview from content/, which has no drafts', () => {
    expect(() => buildConfigFromEnv({ SITE_PREVIEW: '1' })).toThrow(/CONTENT_SOURCE=remote/)
  })
})
