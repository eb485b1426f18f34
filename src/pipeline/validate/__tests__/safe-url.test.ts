/** @jest-environment node */
// Every URL a record holds is either a path on this site or an http(s) address, read the
// way a browser reads it; anything else fails with the file, the record and the field.
import { ContentError } from '../../errors'
import { imageUrl, linkTarget, sitePath } from '../../../lib/safe-url'
import { validateContent } from '../validate'
import { validateProgramme } from '../validate-programme'
import { production, rawContent } from '../../__tests__/fixture'

const HOSTILE_LINKS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/kino\r\nSet-Cookie: x=1',
  '/kino\u0000',
  '/kino\u0085',
  'https://evil.example/\r\nX: 1',
  'https://kino.gjovik.example@evil.example/',
  'https://user:pass@evil.example/',
  'ftp://files.example/',
  'evil.example',
  'kino',
  ' /kino',
  'https://',
  'https://a b.example/',
]

describe('link targets', () => {
  it.each(HOSTILE_LINKS)('refuse %j', (value) => {
    expect(linkTarget.safeParse(value).success).toBe(false)
  })

  it.each([
    '/kino',
    '/article/info-om-cookies',
    '/kino?dag=2#visninger',
    'https://billett.kinopartner.example/gavekort/kasse',
    'http://bibliotek.gjovik.example',
    'https://xn--gjvik-kua.example/s%C3%B8k',
  ])('accept %j', (value) => {
    expect(linkTarget.safeParse(value).success).toBe(true)
  })

  it('say what is wrong in the terms of the value', () => {
    const message = (value: string) => linkTarget.safeParse(value).error?.issues[0]?.message
    expect(message('//evil.example')).toBe(
      'must be a path on this site: "//" names another host (expected a path on this site or an http or https URL)',
    )
    expect(message('javascript:alert(1)')).toBe(
      'must be an https: or http: URL (expected a path on this site or an http or https URL)',
    )
    expect(message('/kino\nx')).toMatch(/^must not contain control characters/)
  })
})

describe('site paths and images', () => {
  it('take only paths for site paths', () => {
    expect(sitePath.safeParse('/kino').success).toBe(true)
    expect(sitePath.safeParse('https://kino.example/').success).toBe(false)
  })

  it('take paths and web addresses for images (the build downloads them), never data:', () => {
    expect(imageUrl.safeParse('/images/plakat.jpg').success).toBe(true)
    expect(imageUrl.safeParse('https://bilder.example/plakat.jpg').success).toBe(true)
    expect(imageUrl.safeParse('http://bilder.example/plakat.jpg').success).toBe(true)
    expect(imageUrl.safeParse('ftp://bilder.example/plakat.jpg').success).toBe(false)
    expect(imageUrl.safeParse('data:image/svg+xml,<svg onload=alert(1)>').success).toBe(false)
    expect(imageUrl.safeParse('//bilder.example/plakat.jpg').success).toBe(false)
  })
})

const faultsOf = (edit: (raw: ReturnType<typeof rawContent>) => void): string => {
  const raw = rawContent()
  edit(raw)
  try {
    validateContent(raw)
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError)
    return (error as Error).message
  }
  throw new Error('expected the content to be refused')
}

describe('records with unsafe URLs', () => {
  it('refuse a redirect target with a line break, naming file, record and field', () => {
    const message = faultsOf((raw) => {
      raw.redirects.data = [{ from: '/program', to: '/kino\r\nSet-Cookie: x=1', permanent: true }]
    })
    expect(message).toContain(
      'content/redirects.json: record "/program", field "to": must not contain control characters',
    )
  })

  it('refuse a redirect from a path that names another host', () => {
    const message = faultsOf((raw) => {
      raw.redirects.data = [{ from: '//evil.example', to: '/kino', permanent: true }]
    })
    expect(message).toContain('field "from": must be a path on this site: "//" names another host')
  })

  it('refuse menu and footer links that are not paths or web addresses', () => {
    const message = faultsOf((raw) => {
      ;(raw.menus.data as any[])[0].path = 'javascript:alert(1)'
      raw.footer.data = [
        {
          id: 'f',
          title: 'Kontakt',
          locale: 'nb',
          order: 1,
          items: [
            { type: 'link', value: 'E-post', order: 1, href: 'mailto:post@kino.example' },
            { type: 'link', value: 'Ond', order: 2, href: '/\\evil.example' },
          ],
        },
      ]
    })
    expect(message).toContain(
      'content/menus.json: record "m-kino", field "path": must be an https: or http: URL',
    )
    expect(message).toContain(
      'content/footer.json: record "f", field "items[1].href": must be a path on this site: "//" names another host',
    )
    expect(message).not.toContain('items[0]')
  })

  it('refuse links and images in block props', () => {
    const message = faultsOf((raw) => {
      const block = (raw.pages[1]!.data as any).blocks[0]
      block.component = 'CardList'
      block.props = {
        cards: [
          { title: 'Sal', text: '', image: 'javascript:void(0)', href: 'javascript:alert(1)' },
        ],
      }
    })
    expect(message).toContain(
      'content/pages/kino.json: record "kino", field "blocks[0].props.cards[0].href"',
    )
    expect(message).toContain(
      'field "blocks[0].props.cards[0].image": must be an https: or http: URL',
    )
  })

  it('accept a site path or a web address as a link in block props', () => {
    const message = faultsOf((raw) => {
      const block = (raw.pages[1]!.data as any).blocks[0]
      block.component = 'CardList'
      block.props = {
        cards: [
          { title: 'Sal', text: '', href: '/sal' },
          { title: 'Kart', text: '', href: 'https://kart.example.no/' },
        ],
      }
      // Something else must fail for faultsOf to return; the cards must not be among it.
      ;(raw.menus.data as any[])[0].path = 'javascript:x'
    })
    expect(message).not.toContain('cards')
  })

  it('refuse an article image on another scheme', () => {
    const message = faultsOf((raw) => {
      raw.articles = [
        {
          file: 'content/articles/a.json',
          data: {
            id: '3f2b3c1e-1d2a-4c5b-8e9f-0a1b2c3d4e5f',
            title: 'A',
            slug: 'a',
            category: 'article',
            author: '',
            image: 'javascript:alert(1)',
            thumbnail: '',
            content: '<p>x</p>',
            node_locale: 'nb',
            createdAt: 1,
            updatedAt: 1,
            order: 0,
          },
        },
      ]
    })
    expect(message).toContain(
      'content/articles/a.json: record "3f2b3c1e-1d2a-4c5b-8e9f-0a1b2c3d4e5f", field "image"',
    )
  })

  it('skip a programme record whose ticket or image URL is unsafe, with a warning', () => {
    const { programme, warnings } = validateProgramme(
      {
        file: 'content/programme/productions.json',
        data: [
          production('a'),
          production('b', {
            assets: [{ type: 'image', role: 'poster', url: '//evil.example/p.jpg', alt: '' }],
          }),
        ],
      },
      {
        file: 'content/programme/events.json',
        data: [
          {
            id: 'e1',
            eventId: 'e1',
            productionId: 'a',
            startTime: '2026-11-23T18:00:00+01:00',
            location: { name: 'Sal 1' },
            ticketUrl: 'javascript:alert(1)',
          },
        ],
      },
      15,
    )
    expect(programme.productions.map((p) => p.id)).toEqual(['a'])
    expect(programme.events).toEqual([])
    expect(warnings.join('\n')).toContain('record "b", field "assets[0].url"')
    expect(warnings.join('\n')).toContain(
      'record "e1", field "ticketUrl": must be an https: or http: URL',
    )
  })

  it('refuse a logo that is not a drawing (SVG)', () => {
    const message = faultsOf((raw) => {
      ;(raw.site.data as any).logo.src = '/images/logo.png'
    })
    expect(message).toContain(
      'content/site.json: record "site", field "logo.src": must be an SVG file',
    )
  })
})
