// Where to send a member after login: the page they came from, given in ?tilbake=. Only a
// path that stays on this site is accepted, judged the way the browser will read it: the
// URL parser drops tabs and newlines and turns backslashes into slashes, so "/\t/evil" and
// "/\evil" both mean "//evil", another host. The value is parsed against a stand-in origin
// and only its path, query and fragment are kept, so what is returned is what was judged.
import { PAGE_PATHS } from '../contract/paths'

const MIN_SIDE = PAGE_PATHS.minSide

const STAND_IN = 'https://return-path.invalid'

export const safeReturnPath = (value: string | null | undefined): string => {
  if (!value?.startsWith('/')) return MIN_SIDE
  let url: URL
  try {
    url = new URL(value, STAND_IN)
  } catch {
    return MIN_SIDE
  }
  if (url.origin !== STAND_IN) return MIN_SIDE
  const path = `${url.pathname}${url.search}${url.hash}`
  // "/.//evil" parses to the path "//evil", which would name a host if used as a URL.
  return path.startsWith('//') ? MIN_SIDE : path
}
