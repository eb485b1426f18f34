// Where to send a member after login: the page they came from, given in ?tilbake=. Only a
// path on this site is accepted, so the parameter cannot send anyone elsewhere.
export const MIN_SIDE = '/kinoklubb/min-side'

export const safeReturnPath = (value: string | null | undefined): string =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
    ? value
    : MIN_SIDE

export const loginPath = (returnTo: string) => `/kinoklubb?tilbake=${encodeURIComponent(returnTo)}`
