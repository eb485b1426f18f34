import { linkManifest } from '../link-manifest'

describe('linking the web app manifest', () => {
  afterEach(() => document.head.replaceChildren())

  it('adds one link to the manifest to the head, however often the page asks', () => {
    linkManifest(document)
    linkManifest(document)
    const links = document.head.querySelectorAll('link[rel="manifest"]')
    expect(links).toHaveLength(1)
    expect(links[0]?.getAttribute('href')).toBe('/manifest.webmanifest')
  })
})
