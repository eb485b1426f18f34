// A part of a page that the build renders into the HTML but whose code the browser fetches
// only after the page has hydrated, so that it is not in any page's first load. Until the
// code arrives, React keeps the server's HTML of the part as it is (a Suspense boundary
// that has not hydrated yet), so the visitor sees it from the first paint, and nothing
// moves when it comes alive. The part is memoised: a boundary that receives new props
// before it has hydrated is thrown away and rendered again on the client (React 18), so
// its props must not change when its parent renders again after hydration.
//
// The build's HTML renderer has the component at once (`onServer`, a require() that webpack
// keeps only in the renderer's bundle: see FilterParts); the browser loads it on demand
// with `load`, once, and shares it with every later render.
import { memo, Suspense, type ComponentType } from 'react'

export const hydrateLater = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  onServer: ComponentType<P> | undefined,
): ComponentType<P> => {
  let component = onServer
  let loading: Promise<void> | undefined
  const Part = (props: P) => {
    // Suspense's protocol, as React.lazy uses it; unlike lazy, a part that has loaded
    // renders at once on a later page, so a client-side navigation shows no gap.
    if (!component) throw (loading ??= load().then((c) => void (component = c)))
    const Loaded = component
    return <Loaded {...props} />
  }
  const Later = (props: P) => (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  )
  return memo(Later) as unknown as ComponentType<P>
}
