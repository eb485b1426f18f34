import { createGlobalStyle } from 'styled-components'
import { schemeVariables, theme } from '../../client/theme'

export const GlobalStyle = createGlobalStyle`
  /* The colour scheme: the phone's, unless the visitor chose one (data-scheme). */
  :root { color-scheme: light; ${schemeVariables('light')} }
  @media (prefers-color-scheme: dark) {
    :root:not([data-scheme='light']) { color-scheme: dark; ${schemeVariables('dark')} }
  }
  :root[data-scheme='dark'] { color-scheme: dark; ${schemeVariables('dark')} }
  /* Large pictures a little less bright in the dark. */
  @media (prefers-color-scheme: dark) {
    :root:not([data-scheme='light']) img[data-content-image] { filter: brightness(0.9); }
  }
  :root[data-scheme='dark'] img[data-content-image] { filter: brightness(0.9); }
  *, *::before, *::after { box-sizing: border-box; }
  /* The cookie band's height while it is shown (src/features/consent/use-keep-focus-in-view.ts):
     a focused element scrolls clear of it, and the page can scroll its end out from under it. */
  html { -webkit-text-size-adjust: 100%; scroll-padding-bottom: var(--samtykke-hoyde, 0px); }
  body {
    margin: 0;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    font-size: 1.0625rem;
    line-height: 1.55;
    color: ${theme.colour.ink};
    background: ${theme.colour.paper};
    overflow-wrap: break-word;
    padding-bottom: var(--samtykke-hoyde, 0px);
  }
  img { max-width: 100%; height: auto; }
  /* A content picture (ContentImage) fills the box its block gives it, cropped around its
     subject; a box without a height takes the picture's own shape. */
  picture[data-picture] { display: block; overflow: hidden; }
  img[data-content-image] { display: block; width: 100%; height: 100%; object-fit: cover; }
  /* Long words and e-mail addresses in table and list cells may break, so that a 320 px
     screen never scrolls sideways (WCAG 1.4.10). Editors' tables keep their words whole and
     scroll in a box of their own instead (Content.tsx). */
  th, td, dd { overflow-wrap: anywhere; }
  a { color: ${theme.colour.accent}; }
  /* A long compound («Personvernerklæring», «Billettinformasjon») is hyphenated where the
     browser knows Norwegian (phones do), not broken at any letter; short words never are. */
  h1, h2, h3 { line-height: 1.2; hyphens: auto; hyphenate-limit-chars: 10 4 4; }
  :focus-visible { outline: 3px solid ${theme.colour.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  /* The navigation status line (src/app/navigation/status-region.ts): empty and flat until
     a navigation waits or fails, then a bar at the top of the window. */
  #navigasjonsstatus {
    position: fixed; z-index: 200; top: 0; left: 0; right: 0;
    background: ${theme.colour.footer}; color: ${theme.colour.footerInk};
    font-weight: 600; text-align: center;
  }
  #navigasjonsstatus:not(:empty) { padding: 0.6rem 1rem; box-shadow: 0 2px 8px rgb(0 0 0 / 0.3); }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`
