/** @jest-environment node */
import { sanitizeContentHtml as clean } from '../sanitize'

describe('sanitizeContentHtml', () => {
  it.each([
    ['a script and its text', '<p>Hei</p><script>alert(1)</script>', '<p>Hei</p>'],
    ['a script hidden in an SVG', '<svg><script>alert(1)</script></svg><p>x</p>', '<p>x</p>'],
    [
      'event-handler attributes',
      '<p onclick="alert(1)">Hei</p><img src="https://a.no/b.jpg" onerror="alert(1)" alt="b">',
      '<p>Hei</p><img src="https://a.no/b.jpg" alt="b" loading="lazy" />',
    ],
    ['javascript: URLs', '<a href="javascript:alert(1)">Klikk</a>', '<a>Klikk</a>'],
    [
      'javascript: URLs in mixed case and entities',
      '<a href="JaVaScRiPt&#58;alert(1)">Klikk</a>',
      '<a>Klikk</a>',
    ],
    [
      'data: images',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x">',
      '<img alt="x" loading="lazy" />',
    ],
    ['inline styles', '<p style="position:fixed;inset:0">Hei</p>', '<p>Hei</p>'],
    ['style elements', '<style>body{display:none}</style><p>Hei</p>', '<p>Hei</p>'],
    [
      'iframes from unknown hosts',
      '<iframe src="https://evil.example/x"></iframe><p>Hei</p>',
      '<p>Hei</p>',
    ],
    ['forms and inputs', '<form action="https://evil.example"><input name="pw"></form>', ''],
    ['h1, which belongs to the page', '<h1>Tittel</h1>', 'Tittel'],
  ])('removes %s', (_what, dirty, expected) => {
    expect(clean(dirty)).toBe(expected)
  })

  it('keeps headings, lists, links, images and tables', () => {
    const html =
      '<h2>Priser</h2><ul><li><strong>Voksen</strong></li></ul><ol><li>En</li></ol>' +
      '<a href="/kino">Kino</a><img src="https://bilder.example/a.jpg" alt="Sal 1" width="400" height="300" loading="lazy" />' +
      '<table><thead><tr><th scope="col">Billett</th></tr></thead><tbody><tr><td>150 kr</td></tr></tbody></table>'
    expect(clean(html)).toBe(html)
  })

  it('keeps video players from known hosts', () => {
    const html =
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Trailer"></iframe>'
    expect(clean(html)).toBe(html)
  })

  it('gives external links rel="noopener noreferrer" and internal links none', () => {
    expect(clean('<a href="https://www.datatilsynet.no" target="_blank">Datatilsynet</a>')).toBe(
      '<a href="https://www.datatilsynet.no" target="_blank" rel="noopener noreferrer">Datatilsynet</a>',
    )
    expect(clean('<a href="/kino" rel="nofollow" target="_blank">Kino</a>')).toBe(
      '<a href="/kino">Kino</a>',
    )
  })
})
