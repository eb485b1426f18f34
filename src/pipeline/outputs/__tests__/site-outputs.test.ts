/** @jest-environment node */
import { buildSite } from '../../build-site'
import { withProgramme } from '../../__tests__/fixture'
import { securityOutputs, siteOutputs } from '../site-outputs'
import { withPolicyInPage } from '../security-headers'

const now = new Date('2026-11-20T12:00:00Z')
const builtAt = new Date('2026-11-20T12:05:00Z')

const outputs = () => {
  const raw = withProgramme()
  raw.redirects.data = [{ from: '/program', to: '/kino', permanent: true }]
  return siteOutputs(buildSite(raw, { siteUrl: 'https://kino.test' }), {
    siteUrl: 'https://kino.test',
    now,
    builtAt,
  })
}
const file = (path: string) => outputs().find((f) => f.path === path)?.contents

describe('the build outputs', () => {
  it("are the search indexes, the web app manifest, a calendar file per showing (by its event id, which the checkout's receipt names), the showings index, serve.json (the redirects), build info, the films' calendars, the news feed, robots.txt and security.txt", () => {
    expect(outputs().map((f) => f.path)).toEqual([
      'public/search-index.json',
      'public/en/search-index.json',
      'public/manifest.webmanifest',
      'public/kalender/1.ics',
      'public/kalender/2.ics',
      'public/showings-index.json',
      'public/serve.json',
      'public/build-info.json',
      'public/kalender/film/film-a-DXM00000001.ics',
      'public/kalender/film/film-bb-DXM00000002.ics',
      'public/rss.xml',
      'public/robots.txt',
      'public/.well-known/security.txt',
    ])
  })

  it("link each showing's calendar file to its film's page", () => {
    expect(file('public/kalender/1.ics')).toContain(
      '\r\nURL:https://kino.test/film-a-DXM00000001\r\n',
    )
    expect(file('public/kalender/2.ics')).toContain(
      '\r\nURL:https://kino.test/film-bb-DXM00000002\r\n',
    )
  })

  it('write the redirects as data, for the local server and for the hook to give nginx', () => {
    expect(JSON.parse(file('public/serve.json')!).redirects).toEqual([
      { source: '/program', destination: '/kino', type: 301 },
    ])
    expect(outputs().some((f) => f.path.includes('.nginx'))).toBe(false)
  })

  it('count the programme for the next build’s publish guard', () => {
    expect(JSON.parse(file('public/build-info.json')!)).toEqual({
      events: 2,
      productions: 3,
      articles: 0,
      builtAt: '2026-11-20T12:05:00.000Z',
    })
  })
})

describe('the security outputs', () => {
  const page = (path: string, body: string) => ({
    file: `public${path === '/' ? '' : path}/index.html`,
    path,
    html: `<!DOCTYPE html><html lang="nb"><head><meta charSet="utf-8"/><title>x</title>${body}</head><body></body></html>`,
  })
  const files = securityOutputs(
    [
      page('/kino', '<script>window.x=1</script><img src="https://bilder.example.no/a.jpg">'),
      page('/', '<script>window.y=2</script>'),
      // A Gatsby slice: a fragment stitched into the pages, not a document of its own.
      {
        file: 'public/_gatsby/slices/_gatsby-scripts-1.html',
        path: '/_gatsby/slices/_gatsby-scripts-1.html',
        html: '<script>window.z=3</script>',
      },
    ],
    { partnerApis: ['https://api.example.no/x'], ticketing: ['https://billett.example.no/1'] },
  )

  it('give each page a policy that allows its own inline scripts', () => {
    expect(files.map((f) => f.path)).toEqual([
      'public/security-headers.json',
      'public/kino/index.html',
      'public/index.html',
    ])
    const policy = JSON.parse(files[0]!.contents).pages['/kino'] as string
    expect(policy).toMatch(/script-src[^;]*'sha256-/)
    expect(policy).toContain('https://bilder.example.no')
    expect(policy).toContain('https://api.example.no')
  })

  it("write each page's policy into the page, before any script, all but frame-ancestors", () => {
    const { pages } = JSON.parse(files[0]!.contents) as { pages: Record<string, string> }
    const kino = files[1]!.contents
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(kino)!
    expect(kino.indexOf(meta[0])).toBeLessThan(kino.indexOf('<script>'))
    expect(kino.indexOf(meta[0])).toBeGreaterThan(kino.indexOf('charSet'))
    expect(meta[1]).toBe(pages['/kino']!.replace("; frame-ancestors 'none'", ''))
    expect(meta[1]).not.toContain('frame-ancestors')
    // Each page its own: the front page's script is not allowed on /kino.
    expect(files[2]!.contents).toContain(pages['/']!.split('; ')[1]!)
    expect(meta[1]).not.toContain(pages['/']!.split('; ')[1]!.split(' ')[2]!)
  })

  it('give a page kept from the build before its new policy in place of the old one', () => {
    const kept = { ...page('/kino', '<script>window.x=1</script>') }
    kept.html = withPolicyInPage(kept.html, "default-src 'self'; script-src 'sha256-old'")
    const [, again] = securityOutputs([kept], {
      partnerApis: ['https://api.example.no/x'],
      ticketing: [],
    })
    const metas = again!.contents.match(/http-equiv="Content-Security-Policy"/g)
    expect(metas).toHaveLength(1)
    expect(again!.contents).not.toContain('sha256-old')
  })
})
