/** @jest-environment node */
// The build's strict read of its own XML before it is published.
import { checkXml, RSS_NAMESPACES, SITEMAP_NAMESPACES } from '../xml-check'

const RSS = (item: string) =>
  `<?xml version="1.0" encoding="utf-8"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>Nyheter</title><atom:link href="https://kino.test/rss.xml" rel="self"/>${item}</channel></rss>`

describe('checking the XML the build writes', () => {
  it('takes RSS with Atom in it', () => {
    expect(() =>
      checkXml('rss.xml', RSS('<item><title>A &amp; B</title></item>'), RSS_NAMESPACES),
    ).not.toThrow()
  })

  it.each([
    [
      'an XHTML element',
      RSS(
        '<item><title>x</title><x:script xmlns:x="http://www.w3.org/1999/xhtml">1</x:script></item>',
      ),
      /element <x:script> in namespace "http:\/\/www.w3.org\/1999\/xhtml" is not allowed/,
    ],
    ['a character XML forbids', RSS('<item><title>a\u0001b</title></item>'), /rss.xml is not safe/],
    ['a cut-off file', RSS('<item><title>a</title>').slice(0, -20), /rss.xml is not safe/],
    ['a DOCTYPE', `<!DOCTYPE rss [<!ENTITY x "y">]>${RSS('')}`, /DOCTYPE/],
  ])('refuses %s, naming the file and the line', (_what, xml, message) => {
    expect(() => checkXml('rss.xml', xml, RSS_NAMESPACES)).toThrow(message)
  })

  it('holds a sitemap to the sitemap namespace and XHTML links to other languages', () => {
    const sitemap = (inner: string) =>
      `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${inner}</urlset>`
    expect(() =>
      checkXml(
        'sitemap-0.xml',
        sitemap(
          '<url><loc>https://kino.test/</loc><xhtml:link rel="alternate" hreflang="en" href="https://kino.test/en"/></url>',
        ),
        SITEMAP_NAMESPACES,
      ),
    ).not.toThrow()
    expect(() =>
      checkXml('sitemap-0.xml', sitemap('<xhtml:script>1</xhtml:script>'), SITEMAP_NAMESPACES),
    ).toThrow(/not allowed/)
  })
})
