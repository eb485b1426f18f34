/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildSite } from '../../build-site'
import { rawContent } from '../../__tests__/fixture'
import { createBuildRun } from '../build-run'
import { buildConfigFromEnv } from '../config'

const config = buildConfigFromEnv({ PROGRAMME_NOW: '2026-11-27T12:00:00+01:00' }, '/p')
const preparedFixture = async () => ({ ...buildSite(rawContent()), images: {} })

describe('one build run', () => {
  it('says that the site is prepared first when a later stage is called before it', () => {
    const run = createBuildRun(config, preparedFixture)
    for (const stage of [run.layout, run.sitemap, run.pages, run.redirects])
      expect(stage).toThrow('The site is prepared in onPreBootstrap, which has not run.')
  })

  it('hands Gatsby every planned page without the record file, and the indexed ones to the sitemap', async () => {
    const cwd = process.cwd()
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-run-'))
    try {
      process.chdir(dir) // the search index and the manifest are written under public/
      const run = createBuildRun(config, preparedFixture)
      await run.prepare({ info: () => {}, warn: () => {} })
      const { routes } = await preparedFixture()
      const pages = run.pages()
      expect(pages.map((p) => p.path)).toEqual(routes.map((r) => r.path))
      expect(pages.every((p) => !('file' in p.route) && p.route.path === p.path)).toBe(true)
      expect(run.sitemap().map((e) => e.path)).toEqual(
        routes.filter((r) => r.indexed).map((r) => r.path),
      )
      expect(run.layout().site.name).toBe('Testkino')
      expect(fs.readdirSync(path.join(dir, 'public')).length).toBeGreaterThan(0)
    } finally {
      process.chdir(cwd)
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
