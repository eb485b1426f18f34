/** @jest-environment node */
// A hostile editor or a compromised feed puts markup in a production title and an
// article: the built pages must not contain anything a browser would run.
import path from 'node:path'
import { buildSite } from '../../../pipeline/build-site'
import { layoutData } from '../../../pipeline/plan/layout-data'
import { loadLocalContent } from '../../../pipeline/load/load-local'
import { renderPage } from './render-page'

const ATTACK = `Film</script><script>window.pwned=1</script><img src=x onerror="window.pwned=2">`

const hostileContent = () => {
  const raw = loadLocalContent(path.resolve(__dirname, '../../../../content'))
  const productions = raw.productions.data as { title: string; object: string }[]
  productions.find((p) => p.object === 'movie')!.title = ATTACK
  productions.find((p) => p.object === 'culture')!.title = ATTACK
  const article = raw.articles[0]!.data as { title: string; content: string }
  article.title = ATTACK
  article.content = `<p>Hei</p><script>window.pwned=3</script><a href="javascript:alert(1)">x</a><p onclick="alert(1)">y</p>`
  return buildSite(raw)
}

const executable = (doc: Document) => {
  const found: string[] = []
  for (const script of doc.querySelectorAll('script'))
    if (script.getAttribute('type') !== 'application/ld+json') found.push(script.outerHTML)
  for (const el of doc.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      if (/^on/i.test(attr.name)) found.push(`${el.tagName} ${attr.name}`)
      if (/^\s*javascript:/i.test(attr.value))
        found.push(`${el.tagName} ${attr.name}=${attr.value}`)
    }
  }
  return found
}

describe('hostile content', () => {
  const build = hostileContent()
  const site = layoutData(build.content, 'https://kino.test').site
  const hostileRoutes = build.routes.filter((r) => JSON.stringify(r.blocks).includes('pwned'))

  it('reaches film, culture and article pages', () => {
    const kinds = new Set(hostileRoutes.map((r) => r.pageId))
    expect([...kinds]).toEqual(
      expect.arrayContaining(['page-production', 'page-culture', 'page-article']),
    )
  })

  it('renders no script, event handler or javascript: link from it', () => {
    for (const route of hostileRoutes) {
      const { doc } = renderPage(route, site)
      expect({ route: route.path, executable: executable(doc) }).toEqual({
        route: route.path,
        executable: [],
      })
    }
  })

  it('shows the title as text, and keeps JSON-LD whole and inert', () => {
    const film = hostileRoutes.find((r) => r.pageId === 'page-production')!
    const { html, doc } = renderPage(film, site)
    expect(doc.body.textContent).toContain(ATTACK)
    expect(html).not.toMatch(/<\/script><script>window\.pwned/)
    const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')]
    expect(ld.length).toBeGreaterThan(0)
    for (const script of ld)
      expect(JSON.stringify(JSON.parse(script.textContent!))).toContain('pwned')
  })
})
