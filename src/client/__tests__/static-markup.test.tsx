// The browser's stand-in for react-dom/server must draw exactly what React draws, for the
// one caller it has: gatsby-plugin-image's picture markup after a client-side navigation.
import fs from 'node:fs'
import path from 'node:path'
import type { IGatsbyImageData } from 'plugin-image'
import { Component, createElement, forwardRef, Fragment, memo, type ReactNode } from 'react'
import { renderToStaticMarkup as reactMarkup } from 'react-dom/server'
import { renderToStaticMarkup } from '../static-markup'

type RenderImage = (props: object) => string
let standInCalls = 0

// The plugin's CommonJS build of the module that calls react-dom/server (its name carries
// a content hash), loaded once with React's renderer and once with the stand-in.
const pluginDist = path.dirname(require.resolve('plugin-image'))
const lazyHydrate = fs
  .readdirSync(pluginDist)
  .filter((f) => /^lazy-hydrate-\w+\.js$/.test(f))
  .map((f) => path.join(pluginDist, f))
  .find((file) => fs.readFileSync(file, 'utf8').includes('require("react-dom/server")'))!

const imageRenderer = (withStandIn: boolean): RenderImage => {
  let render: RenderImage | undefined
  jest.isolateModules(() => {
    if (withStandIn)
      jest.doMock('react-dom/server', () => ({
        renderToStaticMarkup: (element: ReactNode) => {
          standInCalls += 1
          return renderToStaticMarkup(element)
        },
      }))
    else jest.dontMock('react-dom/server')
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy per renderer
    render = (require(lazyHydrate) as { renderImageToString: RenderImage }).renderImageToString
  })
  return render!
}

const IMAGE: IGatsbyImageData = {
  layout: 'fullWidth',
  width: 1280,
  height: 640,
  backgroundColor: '#204060',
  images: {
    fallback: {
      src: '/static/img/a-hero-k-1280.jpg',
      srcSet: '/static/img/a-hero-k-750.jpg 750w, /static/img/a-hero-k-1280.jpg 1280w',
      sizes: '100vw',
    },
    sources: [
      { type: 'image/avif', srcSet: '/static/img/a-hero-k-750.avif 750w', sizes: '100vw' },
      { type: 'image/webp', srcSet: '/static/img/a-hero-k-750.webp 750w', sizes: '100vw' },
    ],
  },
}

const PICTURES: [string, object][] = [
  ['a lazy full-width picture, not yet loaded', { image: IMAGE, alt: 'Sal 1', loading: 'lazy' }],
  ['a loaded one', { image: IMAGE, alt: '', loading: 'lazy', isLoading: true, isLoaded: true }],
  [
    'the largest picture, with its crop and colour',
    {
      image: IMAGE,
      alt: 'Kinosalen',
      loading: 'eager',
      fetchPriority: 'high',
      isLoading: true,
      objectPosition: '30% 40%',
      backgroundColor: '#204060',
      className: 'wide',
    },
  ],
  ['a fixed picture', { image: { ...IMAGE, layout: 'fixed', width: 160, height: 240 }, alt: 'x' }],
  [
    'a constrained picture with a placeholder image',
    {
      image: { ...IMAGE, layout: 'constrained', placeholder: { fallback: 'data:image/jpeg;x' } },
      alt: 'Plakat',
      imgStyle: { zIndex: 2, borderRadius: 4 },
    },
  ],
  ['a hostile text', { image: IMAGE, alt: `"><script>alert('x')</script>&amp;`, loading: 'lazy' }],
]

describe('static markup for pictures', () => {
  const react = imageRenderer(false)
  const standIn = imageRenderer(true)

  it.each(PICTURES)('draws %s as React does', (_, props) => {
    const before = standInCalls
    expect(standIn(props)).toBe(react(props))
    expect(standInCalls).toBe(before + 1)
  })
})

describe('static markup for other elements', () => {
  const Caption = ({ text }: { text: string }) => <figcaption className="c">{text}</figcaption>
  const Memo = memo(Caption)
  const Forwarded = forwardRef<HTMLElement, { text: string }>(function Bold({ text }, _ref) {
    return <b>{text}</b>
  })
  const trees = [
    <figure key="1" data-n={0} aria-hidden hidden tabIndex={-1} style={{ marginTop: 0 }}>
      <Caption text="A & B" />
      {[1, 'to', null, false, <Fragment key="f">tre</Fragment>]}
      <br />
    </figure>,
    <div key="2" style={{ WebkitLineClamp: 2, lineHeight: 1.2, width: 10, '--x': '1px' } as object}>
      <Memo text="memo" />
      <Forwarded text="ref" />
    </div>,
    <button
      key="3"
      type="button"
      draggable={false}
      title={undefined}
      onClick={() => {}}
      data-on={false}
    >
      <i dangerouslySetInnerHTML={{ __html: '<em>rå</em>' }} />
    </button>,
  ]

  it.each(trees.map((tree, i) => [i, tree]))('draws tree %i as React does', (_, tree) => {
    expect(renderToStaticMarkup(tree)).toBe(reactMarkup(tree))
  })

  it('refuses what it would draw differently from React', () => {
    class Counter extends Component {
      override render = () => <p>1</p>
    }
    expect(() => renderToStaticMarkup(<Counter />)).toThrow(/class/)
    expect(() => renderToStaticMarkup(<svg viewBox="0 0 1 1" />)).toThrow(/svg/)
    expect(() => renderToStaticMarkup(createElement('select', { value: 'a' }))).toThrow(/select/)
  })
})
