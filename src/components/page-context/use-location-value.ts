// A value the page reads from its address (the schedule's view, its chosen day): the build's
// in the HTML and on the hydrating render, which must match that HTML (the head script has
// already shown the address's view before paint); then the address's.
import { useContext, useState } from 'react'
import { PageLocationContext } from './PageLocation'
import { firstUpdate, useBuiltHtml } from '../../hooks/built-html'
import { useBrowserLayoutEffect } from '../../hooks/use-browser-layout-effect'

export const useLocationValue = <T>(read: (search: string) => T, asBuilt: T): T => {
  const { search } = useContext(PageLocationContext)
  const [ready, setReady] = useState(false)
  const builtHtml = useBuiltHtml()
  // In a transition where the part hydrates (built-html.ts), before the paint elsewhere.
  useBrowserLayoutEffect(() => firstUpdate(builtHtml, () => setReady(true)), [builtHtml])
  return ready ? read(search) : asBuilt
}
