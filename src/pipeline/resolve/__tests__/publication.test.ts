/** @jest-environment node */
import path from 'node:path'
import { loadLocalContent } from '../../load/load-local'
import { previewPlanned } from '../../outputs/preview-planned'
import { buildSite, prepareContent } from '../../build-site'
import { ContentError } from '../../errors'
import { page, rawContent } from '../../__tests__/fixture'

const campaign = (planned: Record<string, string>) => {
  const raw = rawContent()
  raw.pages.push({
    file: 'content/pages/kinodagen.json',
    data: page('kinodagen', '/kinodagen', planned),
  })
  ;(raw.menus.data as Record<string, unknown>[]).push(
    {
      id: 'm-kampanje',
      path: '/kinodagen',
      label: 'Den store kinodagen',
      place: 'header',
      locale: 'nb',
      order: 2,
      parent: null,
      openInNewWindow: false,
      ...planned,
    },
    {
      id: 'm-kampanje-program',
      path: '/kino',
      label: 'Programmet',
      place: 'header',
      locale: 'nb',
      order: 1,
      parent: 'm-kampanje',
      openInNewWindow: false,
    },
  )
  return raw
}

const at = (iso: string) => ({ clock: { now: new Date(iso), shift: false } })
const paths = (raw: ReturnType<typeof rawContent>, iso: string) =>
  buildSite(raw, at(iso)).routes.map((r) => r.path)
const menuIds = (raw: ReturnType<typeof rawContent>, iso: string) =>
  prepareContent(raw, at(iso)).menus.map((m) => m.id)

describe('a record planned for Friday at 08:00 (Oslo)', () => {
  const planned = { publishAt: '2027-01-08T08:00:00+01:00' }

  it('is left out of a build at 07:59, its menu group with it', () => {
    const raw = campaign(planned)
    expect(paths(raw, '2027-01-08T07:59:00+01:00')).not.toContain('/kinodagen')
    expect(menuIds(raw, '2027-01-08T07:59:00+01:00')).toEqual(['m-kino'])
  })

  it('is in the build at 08:00, the same instant written in UTC', () => {
    const raw = campaign(planned)
    expect(paths(raw, '2027-01-08T07:00:00Z')).toContain('/kinodagen')
    expect(menuIds(raw, '2027-01-08T07:00:00Z')).toEqual([
      'm-kino',
      'm-kampanje',
      'm-kampanje-program',
    ])
  })
})

describe('a record that comes down when an offer ends', () => {
  const planned = {
    publishAt: '2027-01-08T08:00:00+01:00',
    unpublishAt: '2027-01-10T23:59:00+01:00',
  }

  it('is out until the minute before, and gone from that minute', () => {
    const raw = campaign(planned)
    expect(paths(raw, '2027-01-10T23:58:59+01:00')).toContain('/kinodagen')
    expect(paths(raw, '2027-01-10T23:59:00+01:00')).not.toContain('/kinodagen')
  })

  it('is in the plan with every time after the build, soonest first', () => {
    const raw = campaign(planned)
    const { planned: plan } = prepareContent(raw, at('2027-01-05T12:00:00+01:00'))
    expect(plan).toEqual([
      {
        at: planned.publishAt,
        change: 'publish',
        kind: 'page',
        record: 'kinodagen',
        title: 'kinodagen',
      },
      { at: planned.publishAt, change: 'publish', kind: 'menu item', record: 'm-kampanje' },
      {
        at: planned.unpublishAt,
        change: 'unpublish',
        kind: 'page',
        record: 'kinodagen',
        title: 'kinodagen',
      },
      { at: planned.unpublishAt, change: 'unpublish', kind: 'menu item', record: 'm-kampanje' },
    ])
    const later = prepareContent(raw, at('2027-01-09T12:00:00+01:00')).planned
    expect(later.map((c) => c.change)).toEqual(['unpublish', 'unpublish'])
  })
})

describe('publish and withdraw times the build refuses', () => {
  it('names the record whose unpublishAt is before its publishAt', () => {
    const raw = campaign({
      publishAt: '2027-01-08T08:00:00+01:00',
      unpublishAt: '2027-01-08T07:00:00+01:00',
    })
    expect(() => buildSite(raw, at('2027-01-05T12:00:00+01:00'))).toThrow(ContentError)
    expect(() => buildSite(raw, at('2027-01-05T12:00:00+01:00'))).toThrow(
      'content/pages/kinodagen.json: record "kinodagen", field "unpublishAt": unpublishAt (2027-01-08T07:00:00+01:00) is not after publishAt (2027-01-08T08:00:00+01:00)',
    )
  })

  it('refuses a time without its offset, which would be read in the machine’s zone', () => {
    const raw = campaign({ publishAt: '2027-01-08T08:00:00' })
    expect(() => buildSite(raw, at('2027-01-05T12:00:00+01:00'))).toThrow(
      /record "kinodagen", field "publishAt"/,
    )
  })
})

describe('every kind of record in the shipped content', () => {
  const shipped = () => loadLocalContent(path.resolve(__dirname, '../../../../content'))
  const later = { publishAt: '2027-03-01T08:00:00+01:00' }

  it('keeps an article, a footer block and a redirect out until their time', async () => {
    const raw = await shipped()
    const [first] = raw.articles
    Object.assign(first!.data as object, later)
    const slug = (first!.data as { slug: string }).slug
    Object.assign((raw.footer.data as object[])[0]!, later)
    Object.assign((raw.redirects.data as object[])[0]!, later)
    const before = buildSite(raw, at('2027-02-28T12:00:00+01:00'))
    const after = buildSite(raw, at('2027-03-01T08:00:00+01:00'))
    const articlePaths = (build: typeof before) =>
      build.routes.map((r) => r.path).filter((p) => p.endsWith(`/${slug}`))
    expect(articlePaths(before)).toEqual([])
    expect(articlePaths(after)).toHaveLength(1)
    expect(after.content.footer.length - before.content.footer.length).toBe(1)
    expect(after.content.redirects.length - before.content.redirects.length).toBe(1)
  })
})

describe('an editor’s preview before the planned time', () => {
  const planned = {
    publishAt: '2027-01-08T08:00:00+01:00',
    unpublishAt: '2027-01-10T23:59:00+01:00',
  }
  const preview = (iso: string) => buildSite(campaign(planned), { ...at(iso), keepPlanned: true })

  it('shows the planned page, marked with its times, and no other page marked', () => {
    const build = preview('2027-01-05T12:00:00+01:00')
    expect(build.routes.map((r) => r.path)).toContain('/kinodagen')
    expect(previewPlanned(build)).toEqual({ '/kinodagen': planned })
  })

  it('leaves out what has already come down', () => {
    expect(preview('2027-01-11T00:00:00+01:00').routes.map((r) => r.path)).not.toContain(
      '/kinodagen',
    )
  })
})
