import { PAGE_PATHS } from '../../contract'
import { safeReturnPath } from '../return-path'

const MIN_SIDE = PAGE_PATHS.minSide

// What ?tilbake= holds once URLSearchParams has decoded it.
const decoded = (query: string) => new URLSearchParams(query).get('tilbake')

describe('safeReturnPath', () => {
  it.each([
    ['/kino', '/kino'],
    [
      '/fjellvettreglene-DXM20261001?dag=2#visninger',
      '/fjellvettreglene-DXM20261001?dag=2#visninger',
    ],
    ['/kinoklubb/min-side', MIN_SIDE],
    ['/søk?q=jul', '/s%C3%B8k?q=jul'],
    ['/%2Fevil.example', '/%2Fevil.example'],
  ])('keeps the site path %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected)
  })

  const offSite = [
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    ' //evil.example',
    '/\t\\evil.example',
    '/.//evil.example',
    '/./\\evil.example',
    'https://evil.example/kino',
    'https:evil.example',
    'https:/evil.example',
    'http://evil.example',
    'javascript:alert(1)',
    'evil.example',
    '',
  ]
  it.each(offSite)('refuses %j, which leaves the site or is not a path', (value) => {
    expect(safeReturnPath(value)).toBe(MIN_SIDE)
  })

  it.each([
    'tilbake=%2F%09%2Fevil.example',
    'tilbake=%2F%0A%2Fevil.example',
    'tilbake=%2F%0D%2Fevil.example',
    'tilbake=%2F%5Cevil.example',
    'tilbake=%5C%2Fevil.example',
    'tilbake=%2F%2Fevil.example',
    'tilbake=/%09/evil.example',
    'tilbake=https%3A%2F%2Fevil.example',
  ])('refuses the encoded query %j', (query) => {
    expect(safeReturnPath(decoded(query))).toBe(MIN_SIDE)
  })

  it('returns only paths that the browser reads as this site, whatever it was given', () => {
    const site = new URL('https://kino.gjovik.example/kinoklubb')
    for (const value of [...offSite, '/kino', '/a/../b', '/%09/x', '/x\ty']) {
      const result = safeReturnPath(value)
      expect(new URL(result, site).origin).toBe(site.origin)
      expect(result).toMatch(/^\/(?![/\\])/)
    }
  })
})
