/** @jest-environment node */
import { serveConfig } from '../redirect-config'

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
})
