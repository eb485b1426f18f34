import crypto from 'node:crypto'
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  nginxSecurity,
  securityHeaderFile,
} from '../security-headers'

const sha = (s: string) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`
const hosts = {
  partnerApis: ['http://localhost:8118/partner/118/api', 'http://localhost:8118/runtime'],
  ticketing: ['https://billett.kinopartner.example/e/1', 'https://billett.kinopartner.example/e/2'],
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

  it('gives each page its own policy and writes the same for nginx', () => {
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
    const nginx = nginxSecurity(file)
    expect(nginx.map).toContain(
      `"/kino/index.html" "${file.pages['/kino']!.replace(/"/g, '\\"')}";`,
    )
    expect(nginx.headers).toContain('add_header Content-Security-Policy $kulturhus_csp always;')
    expect(nginx.headers).toContain('add_header X-Frame-Options "DENY" always;')
  })
})

describe('security headers at scale', () => {
  it('reduces a ticket URL per showing to one allowed origin', () => {
    const ticketing = Array.from({ length: 20_000 }, (_, i) => `https://billett.example/e/${i}`)
    const pages = Array.from({ length: 2_000 }, (_, i) => ({
      path: `/p${i}`,
      html: `<script>p(${i})</script>`,
    }))
    const file = securityHeaderFile(pages, { partnerApis: hosts.partnerApis, ticketing })
    expect(Object.keys(file.pages)).toHaveLength(2_000)
    expect(file.pages['/p0']).toContain("form-action 'self' https://billett.example;")
  })
})
