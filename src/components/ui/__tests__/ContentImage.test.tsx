// What a page's HTML holds for a content picture: the processed variants in a <picture>,
// a vector image as it is, or a placeholder for a picture the build could not process; in
// a part that loads when near, its box until that part is near the view.
import { act, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { ImageCatalogue } from '../../../contract/images'
import { ContentImage, ImageCatalogueContext } from '../ContentImage'
import { LoadWhenNear, NEAR_MARGIN } from '../LoadWhenNear'

const CATALOGUE: ImageCatalogue = {
  '/images/cover.jpg': {
    id: 'abcdef0123456789',
    bg: '#204060',
    focus: [0.3, 0.4],
    variants: {
      hero: {
        key: 'k',
        sizes: [
          [750, 375],
          [1280, 640],
        ],
      },
    },
  },
  '/images/kart.svg': {
    id: 'f',
    bg: '#fff',
    variants: {},
    vector: { src: '/images/kart.svg', width: 800, height: 400 },
  },
}

const html = (element: JSX.Element) =>
  renderToStaticMarkup(
    <ImageCatalogueContext.Provider value={CATALOGUE}>{element}</ImageCatalogueContext.Provider>,
  )

describe('a content picture', () => {
  it('is a picture with AVIF and WebP sources, a JPEG fallback, sizes and its shape', () => {
    const out = html(<ContentImage url="/images/cover.jpg" usage="hero" alt="Sal 1" />)
    expect(out).toContain('type="image/avif"')
    expect(out).toContain('/static/img/abcdef0123456789-hero-k-750.avif 750w')
    expect(out).toContain('/static/img/abcdef0123456789-hero-k-1280.webp 1280w')
    expect(out).toContain('/static/img/abcdef0123456789-hero-k-1280.jpg')
    expect(out).toContain('sizes="100vw"')
    // The box keeps the picture's shape before it arrives (no layout shift), in its colour.
    expect(out).toMatch(/<img[^>]*width="1280" height="640"/)
    expect(out).toContain('background-color:#204060')
    expect(out).toContain('object-position:30% 40%')
    expect(out).toContain('alt="Sal 1"')
  })

  it('loads lazily, unless it is the page’s largest picture', () => {
    const lazy = html(<ContentImage url="/images/cover.jpg" usage="hero" alt="" />)
    expect(lazy).toMatch(/<img[^>]*data-content-image[^>]*loading="lazy"/)
    expect(lazy).not.toMatch(/fetchpriority/i)
    const first = html(<ContentImage url="/images/cover.jpg" usage="hero" alt="" priority />)
    expect(first).toMatch(/<img[^>]*loading="eager"[^>]*fetchpriority="high"/)
    // Nothing hides it until a script runs: it shows as soon as the browser has it.
    expect(first).not.toMatch(/opacity/)
  })

  it('is shown at a fixed size where a list shows it small, and picks its width for it', () => {
    const out = html(
      <ContentImage
        url="/images/cover.jpg"
        usage="hero"
        alt=""
        fixed={{ width: 44, height: 66 }}
      />,
    )
    expect(out).toMatch(/<img[^>]*width="44" height="66"/)
    expect(out).toContain('sizes="44px"')
    expect(out).not.toContain('sizes="100vw"')
  })

  it('is a vector image as it is, at its size', () => {
    expect(html(<ContentImage url="/images/kart.svg" usage="hero" alt="Kart" />)).toBe(
      '<img src="/images/kart.svg" alt="Kart" width="800" height="400" loading="lazy"/>',
    )
  })

  it('is a placeholder of the same shape, never a broken image, when it was not processed', () => {
    render(
      <ImageCatalogueContext.Provider value={CATALOGUE}>
        <ContentImage url="https://borte.example/x.jpg" usage="card" alt="Sal 2" />
        <ContentImage url="/images/cover.jpg" usage="card" alt="" />
      </ImageCatalogueContext.Provider>,
    )
    expect(screen.getByRole('img', { name: 'Sal 2' })).toBeInTheDocument()
    expect(document.querySelectorAll('img')).toHaveLength(0)
    // It holds the card's 16:9 box (jsdom has no aspect-ratio, so read the page's HTML).
    expect(
      html(<ContentImage url="https://borte.example/x.jpg" usage="card" alt="Sal 2" />),
    ).toMatch(/^<span[^>]*style="aspect-ratio:1\.777/)
    // A decorative one (no alt) is hidden from screen readers.
    expect(document.querySelectorAll('[aria-hidden="true"][data-image-missing]')).toHaveLength(1)
  })
})

describe('a content picture in a part that loads when near', () => {
  const inPart = (element: JSX.Element) => (
    <ImageCatalogueContext.Provider value={CATALOGUE}>
      <LoadWhenNear>{element}</LoadWhenNear>
    </ImageCatalogueContext.Provider>
  )

  /** An IntersectionObserver the test moves by hand: near(true) brings the part near. */
  const observers: {
    callback: IntersectionObserverCallback
    options?: IntersectionObserverInit
  }[] = []
  const near = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback } of observers)
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver)
    })
  beforeEach(() => {
    observers.length = 0
    window.IntersectionObserver = jest.fn((callback, options) => {
      observers.push({ callback, options })
      return { observe: jest.fn(), disconnect: jest.fn(), unobserve: jest.fn() }
    }) as unknown as typeof IntersectionObserver
  })
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver
  })

  it('is its box in its colour in the HTML, with nothing for the browser to fetch', () => {
    const out = html(inPart(<ContentImage url="/images/cover.jpg" usage="hero" alt="Sal 1" />))
    expect(out).toContain('background-color:#204060')
    expect(out).toContain('role="img" aria-label="Sal 1"')
    expect(out).not.toContain('<source')
    // The only <img> is the one a browser without JavaScript reads.
    expect(out.replace(/<noscript>.*?<\/noscript>/g, '')).not.toContain('<img')
    expect(out).toMatch(
      /<noscript><img [^>]*src="\/static\/img\/abcdef0123456789-hero-k-1280\.jpg"/,
    )
  })

  it('arrives once the part comes within half a screen of the view, and not before', () => {
    render(inPart(<ContentImage url="/images/cover.jpg" usage="hero" alt="Sal 1" />))
    expect(observers.map((o) => o.options?.rootMargin)).toEqual([NEAR_MARGIN])
    expect(NEAR_MARGIN).toBe('50% 0px')
    near(false)
    expect(document.querySelector('img[data-content-image]')).toBeNull()
    expect(screen.getByRole('img', { name: 'Sal 1' }).tagName).toBe('PICTURE')
    near(true)
    const img = document.querySelector('img[data-content-image]')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(document.querySelectorAll('source')).toHaveLength(2)
  })

  it('is never held when it is the page’s largest picture', () => {
    const out = html(inPart(<ContentImage url="/images/cover.jpg" usage="hero" alt="" priority />))
    expect(out).toMatch(/<img[^>]*data-content-image[^>]*fetchpriority="high"/)
  })

  it('arrives at once in a browser without IntersectionObserver', () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver
    render(inPart(<ContentImage url="/images/cover.jpg" usage="hero" alt="" />))
    expect(document.querySelector('img[data-content-image]')).not.toBeNull()
  })
})
