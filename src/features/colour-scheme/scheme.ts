// The visitor's colour scheme: the phone's setting («Som enheten»), or light or dark, as
// chosen in the footer and kept in this browser. Applied as data-scheme on <html>, which the
// theme's variables read (src/client/theme.ts); before the first paint by SchemeMarker.
import { BAR_COLOURS } from '../../client/theme'

export type SchemeChoice = 'light' | 'dark' | 'system'

export const SCHEME_KEY = 'cw-colour-scheme'

/** The id of the theme-color meta that a choice puts first in <head>. The pages' own two
 * metas follow the phone's setting; the browser takes the first that matches, so this one,
 * without a media query, colours its bar as the page is coloured. */
const BAR_ID = 'valgt-fargetema'

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
  document.getElementById(BAR_ID)?.remove()
  if (choice === 'system') {
    delete document.documentElement.dataset.scheme
    return
  }
  document.documentElement.dataset.scheme = choice
  document.head.prepend(chosenBar(choice))
}

const chosenBar = (choice: 'light' | 'dark') => {
  const meta = document.createElement('meta')
  meta.id = BAR_ID
  meta.name = 'theme-color'
  meta.content = BAR_COLOURS[choice]
  return meta
}

/** The head script, chooseScheme's work for a stored choice before anything is painted: so
 * that a visitor who chose dark never sees the page flash light, nor the browser's bar stay
 * orange. Its hash is in each page's policy. */
export const APPLY_STORED_SCHEME = `try{var s=localStorage.getItem(${JSON.stringify(SCHEME_KEY)});if(s==='light'||s==='dark'){var d=document,m=d.createElement('meta');d.documentElement.dataset.scheme=s;m.id=${JSON.stringify(BAR_ID)};m.name='theme-color';m.content=s==='dark'?${JSON.stringify(BAR_COLOURS.dark)}:${JSON.stringify(BAR_COLOURS.light)};d.head.prepend(m)}}catch(e){}`
