/** @jest-environment node */
import { MAX_WAIT_MS, scriptsAfterFirstPaint } from '../scripts-after-paint'

const page = (body: string) =>
  `<!DOCTYPE html><html><head></head><body><div id="___gatsby"></div>${body}</body></html>`

const GATSBY_TAGS =
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>' +
  '<script src="/webpack-runtime-abc.js" async></script>' +
  '<script src="/framework-def.js" async></script>' +
  '<script src="/app-123.js" async></script>'

describe('the bundles after the first paint', () => {
  const html = scriptsAfterFirstPaint(page(GATSBY_TAGS))

  it("replaces Gatsby's bundle tags with one loader of the same bundles, in order", () => {
    expect(html).not.toMatch(/<script src=/)
    expect(html).toContain(
      '<script>(function(){var s=["/webpack-runtime-abc.js","/framework-def.js","/app-123.js"]',
    )
    expect(html.match(/<script>\(function/g)).toHaveLength(1)
    // Gatsby's own inline scripts stay as they were.
    expect(html).toContain('<script id="gatsby-script-loader">')
  })

  it('waits for the priority picture to be presented, and never longer than a cap', () => {
    expect(html).toContain(`document.querySelector('img[fetchpriority="high"]')`)
    // Where the browser reports presentation: that picture's Element Timing entry.
    expect(html).toContain(".observe({type:'element',buffered:true})")
    expect(html).toContain('if(e[i].element===p)setTimeout(load,0)')
    // Elsewhere: decoded, then two frames begun.
    expect(html).toContain('.decode().then(next,next)')
    expect(html).toContain('requestAnimationFrame')
    expect(html).toContain(`setTimeout(load,${MAX_WAIT_MS})`)
  })

  it('is the same script on every page, so that one hash allows it', () => {
    const other = scriptsAfterFirstPaint(
      page(GATSBY_TAGS.replace('pagePath="/"', 'pagePath="/kino"')),
    )
    const loader = (h: string) => /<script>(\(function[\s\S]*?)<\/script>/.exec(h)?.[1]
    expect(loader(other)).toBe(loader(html))
  })

  it('leaves a page without bundle tags as it is', () => {
    expect(scriptsAfterFirstPaint(page('<p>Hei</p>'))).toBe(page('<p>Hei</p>'))
  })
})
