// Whether the part rendering is one the build put into the page's HTML, which React is now
// hydrating (a block of the page the visitor opened), or one React draws itself (a page
// reached by a client-side navigation, a part only the browser renders). A hydrating part's
// first updates from the browser (the time, the address's view, day and filter) can wait
// for a transition, which React renders in slices: the head script has already made the
// HTML on screen right (HideShowings). Made at once, inside the commit of the block's
// hydration, they re-rendered the whole schedule in that commit's task, the longest task of
// a phone's load of /kino and the front page. A part React draws itself takes them before
// the paint, so that it never shows a state the visitor should not see (past showings).
import { createContext, startTransition, useContext } from 'react'

const BuiltHtml = createContext(false)

/** BlockRenderer: true for a block the build rendered; false again under a part that only
 * the browser renders (load-later's client-only parts, the search results). */
export const BuiltHtmlProvider = BuiltHtml.Provider

export const useBuiltHtml = (): boolean => useContext(BuiltHtml)

/** Whether the element the build rendered with this id is in the document and not yet
 * hydrated (it has no data-hydrated mark): read as a part first renders. */
export const isBuiltHtml = (id: string): boolean => {
  const built = typeof document === 'undefined' ? null : document.getElementById(id)
  return !!built && !built.hasAttribute('data-hydrated')
}

/** Makes a part's first update from the browser: in a transition where it hydrates. */
export const firstUpdate = (builtHtml: boolean, update: () => void) =>
  builtHtml ? startTransition(update) : update()
