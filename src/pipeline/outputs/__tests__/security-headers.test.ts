import crypto from 'node:crypto'
import { VIDEO_PLAYER_ORIGINS } from '../../validate/sanitize'
import {
  contentSecurityPolicy,
  frameUrlsIn,
  imageUrlsIn,
  inlineScriptHashes,
  securityHeaderFile,
} from '../security-headers'

const sha = (s: string) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`
const hosts = {
  partnerApis: ['http://localhost:8118/partner/118/api', 'http://localhost:8118/runtime'],
  ticketing: ['https://billett.kinopartner.example/e/1', 'https://billett.kinopartner.example/e/2'],
  images: ['/images/plakat.jpg', 'https://bilder.distributor.example/plakat.jpg?w=400'],
  frames: VIDEO_PLAYER_ORIGINS,
}

describe('security headers', () => {
  it('hashes the inline scripts that run, not external ones or JSON-LD', () => {
    const html =
      '<script>window.a=1</script><script src="/app.js"></script>' +
      '<script type="application/ld+json">{"@type":"Movie"}</script>' +
      '<script id="x">\n  window.b=2\n</script>'
    expect(inlineScriptHashes(html)).toEqual([sha('window.a=1'), sha('\n  window.b=2\n')].sort())
  })

  it('allows only this site, the analytics hosts, the partner API and the ticketing host', () => {
    const csp = contentSecurityPolicy([sha('x')], hosts)
    expect(csp).toContain(`script-src 'self' ${sha('x')} https://www.googletagmanager.com`)
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(csp).toContain(
      "connect-src 'self' http://localhost:8118 https://www.google-analytics.com",
    )
    expect(csp).toContain("form-action 'self' https://billett.kinopartner.example")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
  })

  it('allows the image hosts the content uses and the video players the sanitiser keeps', () => {
    const csp = contentSecurityPolicy([], hosts)
    expect(csp).toContain("img-src 'self' data: https://bilder.distributor.example https://www")
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com;')
    const bare = contentSecurityPolicy([], { ...hosts, frames: [], images: [] })
    expect(bare).toContain("frame-src 'none'")
    expect(bare).toContain("img-src 'self' data: https://www.google-analytics.com")
  })

  it('lets the site frame only the players some page needs: an embed, or a trailer button', () => {
    const embed = '<iframe src="https://player.vimeo.com/video/1?dnt=1" title="x"></iframe>'
    const trailer =
      '<button type="button" data-frame-src="https://www.youtube-nocookie.com">Se trailer</button>'
    const forged = '<button data-frame-src="https://evil.example">x</button>'
    expect(frameUrlsIn(embed + trailer)).toEqual([
      'https://player.vimeo.com/video/1?dnt=1',
      'https://www.youtube-nocookie.com',
    ])
    const frameSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('frame-src'))
    const youtubeOnly = securityHeaderFile(
      [
        { path: '/film', html: trailer },
        { path: '/kino', html: '<p>Ingen film her</p>' + forged },
      ],
      hosts,
    )
    // Every page, since a visit that begins on /kino keeps /kino's policy on the film page.
    for (const csp of [...Object.values(youtubeOnly.pages), youtubeOnly.defaultPolicy])
      expect(frameSrc(csp)).toBe('frame-src https://www.youtube-nocookie.com')
    const none = securityHeaderFile([{ path: '/kino', html: '<p>Ingen film</p>' + forged }], hosts)
    expect(frameSrc(none.pages['/kino']!)).toBe("frame-src 'none'")
    const both = securityHeaderFile([{ path: '/a', html: embed + trailer }], hosts)
    expect(frameSrc(both.pages['/a']!)).toBe(
      'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
    )
  })

  it('drops anything that is not a plain origin, so content cannot add a directive', () => {
    const csp = contentSecurityPolicy([], {
      ...hosts,
      images: ['https://ok.example/a.jpg', 'https://x.example;script-src *', 'data:x', 'not a url'],
    })
    const imgSrc = csp.split('; ').find((d) => d.startsWith('img-src'))
    expect(imgSrc).toContain('https://ok.example')
    expect(csp).not.toContain('script-src *')
    expect(csp.split('; ').filter((d) => d.startsWith('script-src'))).toHaveLength(1)
  })

  it('finds every image a page loads: src and every srcset candidate', () => {
    const html =
      '<img src="https://a.example/1.jpg" alt=""><picture><source srcset="https://b.example/x.avif 360w, /static/img/y.avif 720w">' +
      '<img src="/static/img/y.jpg" srcset="https://c.example/y.jpg?a=1 1x" alt=""></picture>'
    expect(imageUrlsIn(html)).toEqual([
      'https://a.example/1.jpg',
      '/static/img/y.jpg',
      'https://b.example/x.avif',
      '/static/img/y.avif',
      'https://c.example/y.jpg?a=1',
    ])
  })

  it('gives each page its own policy', () => {
    const file = securityHeaderFile(
      [
        { path: '/', html: '<script>a()</script>' },
        { path: '/kino', html: '<script>b()</script>' },
      ],
      hosts,
    )
    expect(file.pages['/']).toContain(sha('a()'))
    expect(file.pages['/kino']).toContain(sha('b()'))
    expect(file.pages['/kino']).not.toContain(sha('a()'))
    expect(file.headers['Strict-Transport-Security']).toMatch(/max-age=\d+/)
  })
})

describe('security headers at scale', () => {
  it('reduces a ticket URL per showing to one allowed origin', () => {
    const ticketing = Array.from({ length: 20_000 }, (_, i) => `https://billett.example/e/${i}`)
    const pages = Array.from({ length: 2_000 }, (_, i) => ({
      path: `/p${i}`,
      html: `<script>p(${i})</script>`,
    }))
    const file = securityHeaderFile(pages, { ...hosts, ticketing })
    expect(Object.keys(file.pages)).toHaveLength(2_000)
    expect(file.pages['/p0']).toContain("form-action 'self' https://billett.example;")
  })
})
