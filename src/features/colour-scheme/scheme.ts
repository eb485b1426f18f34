// The visitor's colour scheme: the phone's setting («Som enheten»), or light or dark, as
// chosen in the footer and kept in this browser. Applied as data-scheme on <html>, which the
// theme's variables read (src/client/theme.ts); before the first paint by SchemeMarker.
export type SchemeChoice = 'light' | 'dark' | 'system'

export const SCHEME_KEY = 'cw-colour-scheme'

export const storedScheme = (): SchemeChoice => {
  try {
    const value = localStorage.getItem(SCHEME_KEY)
    return value === 'light' || value === 'dark' ? value : 'system'
  } catch {
    return 'system'
  }
}

export const chooseScheme = (choice: SchemeChoice) => {
  try {
    if (choice === 'system') localStorage.removeItem(SCHEME_KEY)
    else localStorage.setItem(SCHEME_KEY, choice)
  } catch {
    // Private browsing without storage: the choice holds for this page.
  }
  if (choice === 'system') delete document.documentElement.dataset.scheme
  else document.documentElement.dataset.scheme = choice
}

/** The head script: the stored choice on <html> before anything is painted, so that a
 * visitor who chose dark never sees the page flash light. Its hash is in each page's policy. */
export const APPLY_STORED_SCHEME = `try{var s=localStorage.getItem(${JSON.stringify(SCHEME_KEY)});if(s==='light'||s==='dark')document.documentElement.dataset.scheme=s}catch(e){}`
