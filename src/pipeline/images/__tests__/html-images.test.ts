/** @jest-environment node */
import type { ImageRef } from '../../../contract/images'
import { sanitizeContentHtml } from '../../validate/sanitize'
import { htmlImageSources, withPictures } from '../html-images'

const REF: ImageRef = {
  id: '0123456789abcdef',
  bg: '#336699',
  variants: {
    inline: {
      key: 'k1',
      sizes: [
        [360, 203],
        [720, 405],
      ],
    },
  },
}

const html = sanitizeContentHtml(
  '<p>Se her:</p><img src="https://bilder.example/a.jpg?b=1&c=2" alt="Sal 1 med &quot;nye&quot; seter" width="50" height="50"><img src="/images/borte.jpg" alt="">',
)

describe('pictures in editor HTML', () => {
  it('are found as the browser reads their addresses', () => {
    expect(htmlImageSources(html)).toEqual([
      'https://bilder.example/a.jpg?b=1&c=2',
      '/images/borte.jpg',
    ])
  })

  it('become a picture with AVIF and WebP sources, a JPEG fallback and their real size', () => {
    const out = withPictures(html, (url) => (url.startsWith('https://') ? REF : undefined))
    expect(out).toContain('<picture class="inline-image" style="background-color:#336699">')
    expect(out).toContain(
      '<source type="image/avif" srcset="/static/img/0123456789abcdef-inline-k1-360.avif 360w, /static/img/0123456789abcdef-inline-k1-720.avif 720w" sizes="(min-width: 48rem) 46rem, calc(100vw - 2rem)" />',
    )
    expect(out).toContain('<source type="image/webp" srcset="')
    expect(out).toMatch(
      /<img src="\/static\/img\/0123456789abcdef-inline-k1-720\.jpg" srcset="[^"]*-360\.jpg 360w, [^"]*-720\.jpg 720w" sizes="[^"]+" width="720" height="405" alt="Sal 1 med &quot;nye&quot; seter" loading="lazy" decoding="async" \/>/,
    )
    expect(out).not.toContain('bilder.example')
  })

  it('become a placeholder, never a broken image, when they could not be processed', () => {
    const out = withPictures(html, () => undefined)
    expect(out).toContain(
      '<span class="image-placeholder" role="img" aria-label="Sal 1 med &quot;nye&quot; seter"></span>',
    )
    expect(out).toContain('<span class="image-placeholder" aria-hidden="true"></span>')
    expect(out).not.toContain('<img')
  })

  it('keep a vector image as it is, at its size', () => {
    const vector: ImageRef = {
      id: 'f',
      bg: '#fff',
      variants: {},
      vector: { src: '/images/kart.svg', width: 800, height: 400 },
    }
    expect(withPictures('<img src="/images/kart.svg" alt="Kart" />', () => vector)).toBe(
      '<img src="/images/kart.svg" alt="Kart" width="800" height="400" loading="lazy" decoding="async" />',
    )
  })
})
