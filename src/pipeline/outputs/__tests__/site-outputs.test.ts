/** @jest-environment node */
import { buildSite } from '../../build-site'
import { withProgramme } from '../../__tests__/fixture'
import { securityOutputs, siteOutputs } from '../site-outputs'

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
  it('are the search index, a calendar file per showing, the showings index, serve.json, the nginx redirects, build info, the news feed and robots.txt', () => {
    expect(outputs().map((f) => f.path)).toEqual([
      'public/search-index.json',
      'public/kalender/e1.ics',
      'public/kalender/e2.ics',
      'public/showings-index.json',
      'public/serve.json',
      'deploy/nginx-redirects.conf',
      'public/build-info.json',
      'public/rss.xml',
      'public/robots.txt',
    ])
  })

  it("link each showing's calendar file to its film's page", () => {
    expect(file('public/kalender/e1.ics')).toContain(
      '\r\nURL:https://kino.test/film-a-DXM00000001\r\n',
    )
    expect(file('public/kalender/e2.ics')).toContain(
      '\r\nURL:https://kino.test/film-bb-DXM00000002\r\n',
    )
  })

  it('write the redirects for both servers', () => {
    expect(JSON.parse(file('public/serve.json')!).redirects).toEqual([
      { source: '/program', destination: '/kino', type: 301 },
    ])
    expect(file('deploy/nginx-redirects.conf')).toContain('/program')
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
  it('give each page a policy that allows its own inline scripts, for both servers', () => {
    const files = securityOutputs(
      [
        {
          path: '/kino',
          html: '<script>window.x=1</script><img src="https://bilder.example.no/a.jpg">',
        },
      ],
      { partnerApis: ['https://api.example.no/x'], ticketing: ['https://billett.example.no/1'] },
    )
    expect(files.map((f) => f.path)).toEqual([
      'public/security-headers.json',
      'deploy/nginx-csp-map.conf',
      'deploy/nginx-security-headers.conf',
    ])
    const policy = JSON.parse(files[0]!.contents).pages['/kino'] as string
    expect(policy).toMatch(/script-src[^;]*'sha256-/)
    expect(policy).toContain('https://bilder.example.no')
    expect(policy).toContain('https://api.example.no')
    expect(files[1]!.contents).toContain('/kino')
  })
})
