// «Del» in load-later's 'hydrate-later' mode: the button is in the HTML from the build, and
// its code (the share sheet, the clipboard, its message) loads after hydration, outside
// every page's first load. It does nothing without JavaScript anyway.
import { loadLater } from './load-later'

export const ShareButton = loadLater('hydrate-later', () =>
  import(/* server-rendered */ './ShareButton').then((m) => m.ShareButton),
)
