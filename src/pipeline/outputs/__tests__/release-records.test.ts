/** @jest-environment node */
import path from 'node:path'
import { buildSite } from '../../build-site'
import { loadLocalContent } from '../../load/load-local'
import { releaseRecords } from '../release-records'

const shipped = async () =>
  buildSite(await loadLocalContent(path.resolve(__dirname, '../../../../content')), {
    clock: { now: new Date('2026-11-23T08:00:00+01:00'), shift: false },
  })

describe('what each page of a release says', () => {
  it('has each page, article and film once, by its path, and no template page', async () => {
    const build = await shipped()
    const records = releaseRecords(build)
    const paths = records.map((r) => r.path)
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths.some((p) => p.includes(':'))).toBe(false)
    const article = build.content.articles[0]!.article
    const own = records.find((r) => r.title === article.title)
    expect(own).toMatchObject({ kind: 'article', path: build.links.pathOf('article', article.id) })
    expect(own!.text.length).toBeGreaterThan(20)
    expect(own!.text).not.toMatch(/<[a-z]/)
    expect(records.filter((r) => r.kind === 'production').length).toBeGreaterThan(5)
    expect(records.find((r) => r.path === '/kino')).toMatchObject({ kind: 'page' })
  })
})
