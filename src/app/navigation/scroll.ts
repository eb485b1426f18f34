// SPEC section 2: scroll position is kept on navigation unless the path is unchanged. Read
// with Gatsby's scroll restoration: each page keeps its own position (back and forward
// return to it; a new page starts at the top). When only the query changes (a search, a
// filter), the page is the same and the view stays where the visitor is. A new #fragment
// is still scrolled to.
type Location = { pathname: string; hash: string }

export const updatesScroll = (prev: Location | undefined, next: Location): boolean =>
  !prev || prev.pathname !== next.pathname || (next.hash !== '' && next.hash !== prev.hash)
