/** @jest-environment node */
import { nginxRedirects, serveConfig } from '../redirect-config'

const redirects = [
  { from: '/program', to: '/kino', permanent: true },
  { from: '/kampanje', to: 'https://billett.example.no/"x"', permanent: false },
]

describe('redirects for production servers', () => {
  it('writes serve.json redirects with their status codes', () => {
    expect(serveConfig(redirects).redirects).toEqual([
      { source: '/program', destination: '/kino', type: 301 },
      { source: '/kampanje', destination: 'https://billett.example.no/"x"', type: 302 },
    ])
  })

  it('writes one exact-match nginx location per redirect, quoting what needs it', () => {
    const conf = nginxRedirects(redirects)
    expect(conf).toContain('location = "/program" { return 301 "/kino"; }')
    expect(conf).toContain(
      'location = "/kampanje" { return 302 "https://billett.example.no/\\"x\\""; }',
    )
  })
})
