// How the browser takes over the page the build rendered (Gatsby's replaceHydrateFunction).
// React hydrates it in a transition, as Remix's browser entry does: it then works in slices
// of a few milliseconds and lets the browser answer taps in between, instead of in one long
// task that holds a slow phone (the blocking time Lighthouse counts). A tap on a part not
// yet hydrated has that part hydrated at once, and is handled. A page the build left
// empty (gatsby-plugin-offline's app shell) is rendered instead, as Gatsby itself does.
import { startTransition, type ReactNode } from 'react'
import type { Container } from 'react-dom'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { isEmptyAppShell } from '../../platform/gatsby-runtime'

export const hydrateInSlices = (element: ReactNode, container: Container | null) => {
  if (!(container instanceof Element)) return // Gatsby's root element, #___gatsby
  if (isEmptyAppShell(document)) return createRoot(container).render(element)
  startTransition(() => {
    hydrateRoot(container, element)
  })
}
