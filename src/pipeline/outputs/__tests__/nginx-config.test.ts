/** @jest-environment node */
// The nginx redirects hold values from records: nothing in them may expand a variable or break
// a line. (tests/nginx/ runs the same output through a real nginx.)
import { nginxRedirects, nginxString } from '../nginx-config'

describe('nginx strings', () => {
  it('quote what needs it', () => {
    expect(nginxString('https://billett.example.no/"x"\\y')).toBe(
      '"https://billett.example.no/\\"x\\"\\\\y"',
    )
  })

  it.each(['/kino\r\nSet-Cookie: x=1', '/kino\nadd_header X 1;', 'a\u0000b', 'a\tb'])(
    'refuse the control characters in %j',
    (value) => {
      expect(() => nginxString(value)).toThrow(/control character/)
    },
  )

  it('refuse a variable unless told the place expands nothing', () => {
    expect(() => nginxString('x $http_cookie')).toThrow(/nginx variable/)
    expect(nginxString('/a$b', { allowDollar: true })).toBe('"/a$b"')
  })
})

describe('nginx redirects', () => {
  it('write one exact-match location per redirect, with $ in a target written as %24', () => {
    const conf = nginxRedirects([
      { from: '/program', to: '/kino', permanent: true },
      { from: '/kampanje', to: 'https://billett.example.no/?c=$http_cookie&"x"', permanent: false },
    ])
    expect(conf).toContain('location = "/program" { return 301 "/kino"; }')
    expect(conf).toContain(
      'location = "/kampanje" { return 302 "https://billett.example.no/?c=%24http_cookie&\\"x\\""; }',
    )
  })

  it('refuse a record that would split a line', () => {
    expect(() =>
      nginxRedirects([{ from: '/a', to: '/b\r\nSet-Cookie: x=1', permanent: true }]),
    ).toThrow(/control character/)
  })
})
