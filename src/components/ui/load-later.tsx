// The one way a part of a page gets its code later than the page's own bundle, so that the
// code is in no page's first load. A part says how, by its mode (docs/performance.md, "Which
// load mode"):
//
// - 'in-page': no helper. The part is imported as usual and hydrates with the page. For what
//   a visitor uses at once: the programme, its filters' lists, the menu.
// - 'hydrate-later': the build renders the part into the HTML, and the browser fetches its
//   code after the page has hydrated. Until it arrives React keeps the server's HTML as it
//   is (a Suspense boundary that has not hydrated yet), so the part shows from the first
//   paint and nothing moves when it comes alive. For content a visitor reads first and
//   uses later: an article, the filter form. Its import() carries the comment
//   /* server-rendered */, which lets the HTML renderer compile the module (every other
//   import() of the site's own code is left out of the renderer:
//   src/bundles/server-render-without-on-demand-code.ts), and the renderer waits for it.
// - 'client-only': the HTML has a placeholder of the part's height and a line for visitors
//   without JavaScript; the code is fetched after hydration and renders only in the
//   browser. For what shows the visitor's own things: the member forms, min side.
import {
  Component,
  lazy,
  memo,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import styled from 'styled-components'
import { BuiltHtmlProvider } from '../../hooks/built-html'
import { useHydrated } from '../../hooks/use-hydrated'
import { laterParts } from './later-parts'
import { Alert } from './form'

export type LoadMode = 'in-page' | 'hydrate-later' | 'client-only'

type Load<P> = () => Promise<ComponentType<P>>

export type Placeholder = {
  /** What is loading, after «Laster» (for example «innloggingen»). */
  what: string
  /** The part's height once loaded, kept from the first paint so that nothing moves. */
  minHeight: string
  /** What a visitor without JavaScript reads instead. */
  noscript?: string
}

const CANNOT_LOAD =
  'Denne delen av siden kunne ikke lastes. Sjekk nettforbindelsen og last siden på nytt.'

/** Never settles: a part whose code failed suspends for good, which keeps the build's HTML
 * where the page has it. */
const NEVER = new Promise<never>(() => {})

/** A part that the build renders and the browser hydrates once its code has arrived. */
const hydrateLater = <P extends object>(load: Load<P>): ComponentType<P> => {
  let component: ComponentType<P> | undefined
  let loading: Promise<void> | undefined
  let failed = false
  const onFailure = new Set<() => void>()
  const fetchCode = () =>
    (loading ??= load().then(
      (c) => void (component = c),
      (error: unknown) => {
        console.error('bundle loading error', error)
        failed = true
        for (const tell of onFailure) tell()
      },
    ))
  // In the HTML renderer, the code is fetched at once, as the renderer's bundle starts: the
  // modules then run in the same order in every build worker, and styled-components numbers
  // its style groups (data-styled.g42) in that order. Fetched on first render instead, the
  // numbers would follow which page a worker happened to render first, and two builds of
  // the same content would differ.
  if (typeof window === 'undefined') void fetchCode()
  laterParts.add(fetchCode)
  const Part = (props: P) => {
    // Suspense's protocol, as React.lazy uses it; unlike lazy, a part that has loaded
    // renders at once on a later page, so a client-side navigation shows no gap.
    if (component) {
      const Loaded = component
      return <Loaded {...props} />
    }
    // Without its code, a part the page was built with stays as the build's HTML (still
    // worth reading); one rendered in the browser (offline, from the service worker's
    // shell) shows the fallback, which says so.
    throw failed ? NEVER : fetchCode()
  }
  // Shown only where React renders the part itself: hydration keeps the build's HTML.
  const Unavailable = () => {
    const [, setFailed] = useState(failed)
    useEffect(() => {
      const tell = () => setFailed(true)
      onFailure.add(tell)
      return () => void onFailure.delete(tell)
    }, [])
    return failed ? <Alert>{CANNOT_LOAD}</Alert> : null
  }
  const Later = (props: P) => (
    <Suspense fallback={<Unavailable />}>
      <Part {...props} />
    </Suspense>
  )
  // Memoised: a boundary that receives new props before it has hydrated is thrown away and
  // rendered again on the client (React 18), so its props must not change when its parent
  // renders again after hydration.
  return memo(Later) as unknown as ComponentType<P>
}

class ChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    console.error('bundle loading error', error)
  }
  override render() {
    return this.state.failed ? <Alert>{CANNOT_LOAD}</Alert> : this.props.children
  }
}

const DEFAULT_NOSCRIPT =
  'Kinoklubben trenger JavaScript. Slå på JavaScript i nettleseren for å bruke den.'

/** A part that renders only in the browser, after hydration, behind a placeholder. */
const clientOnly = <P extends object>(
  load: Load<P>,
  { what, minHeight, noscript = DEFAULT_NOSCRIPT }: Placeholder,
): ComponentType<P> => {
  // lazy() types its props through a component's ref, which a generic P cannot satisfy.
  const Lazy = lazy(() => load().then((c) => ({ default: c }))) as unknown as ComponentType<P>
  // Fetched ahead too (webpack loads a chunk once): lazy() then finds it loaded.
  laterParts.add(() => load().catch(() => {}))
  const ClientOnly = (props: P) => {
    const hydrated = useHydrated()
    return (
      <Slot style={{ minHeight }}>
        <noscript>
          <p>{noscript}</p>
        </noscript>
        {hydrated && (
          <ChunkBoundary>
            <Suspense fallback={<p role="status">Laster {what} …</p>}>
              {/* Drawn by the browser, though inside a block the build rendered. */}
              <BuiltHtmlProvider value={false}>
                <Lazy {...props} />
              </BuiltHtmlProvider>
            </Suspense>
          </ChunkBoundary>
        )}
      </Slot>
    )
  }
  return ClientOnly
}

const Slot = styled.div`
  margin: 1.5rem 0;
`

export function loadLater<P extends object>(mode: 'hydrate-later', load: Load<P>): ComponentType<P>
export function loadLater<P extends object>(
  mode: 'client-only',
  load: Load<P>,
  placeholder: Placeholder,
): ComponentType<P>
export function loadLater<P extends object>(
  mode: 'hydrate-later' | 'client-only',
  load: Load<P>,
  placeholder?: Placeholder,
): ComponentType<P> {
  return mode === 'hydrate-later' ? hydrateLater(load) : clientOnly(load, placeholder!)
}
