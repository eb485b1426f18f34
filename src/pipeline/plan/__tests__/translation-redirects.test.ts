/** @jest-environment node */
import path from 'node:path'
import { buildSite } from '../../build-site'
import { loadLocalContent } from '../../load/load-local'
import { siteRedirects, translationRedirects } from '../translation-redirects'

const { routes, content } = buildSite(
  loadLocalContent(path.resolve(__dirname, '../../../../content')),
)

describe('the redirects from a Norwegian address under /en', () => {
  it('lead to the English page that translates it', () => {
    const redirects = translationRedirects(routes, content.redirects)
    expect(redirects).toEqual(
      expect.arrayContaining([
        { from: '/en/arrangementer', to: '/en/events', permanent: true },
        { from: '/en/billettinformasjon', to: '/en/tickets', permanent: true },
      ]),
    )
  })

  it('never start at a route or at an editor’s redirect, and come after the editors’', () => {
    const paths = new Set(routes.map((r) => r.path))
    const own = [{ from: '/en/arrangementer', to: '/en', permanent: false }]
    const all = siteRedirects(routes, own)
    expect(all[0]).toEqual(own[0])
    expect(all.filter((r) => r.from === '/en/arrangementer')).toHaveLength(1)
    for (const r of translationRedirects(routes, [])) expect(paths.has(r.from)).toBe(false)
    expect(translationRedirects(routes, []).some((r) => r.from.endsWith('/'))).toBe(false)
    // A film's English page has the Norwegian page's path under /en: nothing to redirect.
    expect(translationRedirects(routes, []).some((r) => /-DXM\d{8}$/.test(r.from))).toBe(false)
  })
})
