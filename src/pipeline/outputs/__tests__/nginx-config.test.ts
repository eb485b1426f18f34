/** @jest-environment node */
// The nginx files hold values from records: nothing in them may expand a variable or break
// a line. (tests/nginx/ runs the same output through a real nginx.)
import { mapHashSizes, nginxRedirects, nginxSecurity, nginxString } from '../nginx-config'

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

describe('the CSP map', () => {
  const file = {
    headers: { 'X-Frame-Options': 'DENY' },
    defaultPolicy: "default-src 'self'",
    pages: { '/': "script-src 'sha256-a'", '/kino': "script-src 'sha256-b'" },
  }

  it('maps each page and its index.html to its policy', () => {
    const nginx = nginxSecurity(file)
    expect(nginx.map).toContain(`"/kino/index.html" "script-src 'sha256-b'";`)
    expect(nginx.map).toContain(`"/index.html" "script-src 'sha256-a'";`)
    expect(nginx.headers).toContain('add_header Content-Security-Policy $kulturhus_csp always;')
    expect(nginx.headers).toContain('add_header X-Frame-Options "DENY" always;')
  })

  it('sizes its hash for long paths and many pages, which nginx defaults refuse', () => {
    expect(mapHashSizes(['/kino', '/'])).toEqual({ bucketSize: 128, maxSize: 2048 })
    // A 100-byte key takes 8 + 104 bytes; four of them and the closing 8 make 456, so 512.
    expect(mapHashSizes([`/${'a'.repeat(99)}`]).bucketSize).toBe(512)
    expect(mapHashSizes([`/${'a'.repeat(120)}`]).bucketSize).toBe(1024)
    const many = Array.from({ length: 5000 }, (_, i) => `/side-${i}`)
    expect(mapHashSizes(many).maxSize).toBe(8192)
    expect(nginxSecurity(file).map).toMatch(/^map_hash_bucket_size 256;$/m)
  })
})
