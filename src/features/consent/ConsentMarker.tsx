// Static HTML cannot know whether this visitor has chosen, so every page is built with the
// choice dialog in it: a first visitor sees it at first paint, not seconds later when the
// JavaScript has loaded. This inline script runs in <head>, before the body is painted, and
// marks the document when a choice is stored; the dialog's CSS then hides the built copy
// until React has read the choice itself. Without JavaScript nothing can be tracked and the
// buttons cannot work, so the dialog is hidden. The text is constant, so a CSP allows it by
// one hash.
import { CONSENT_KEY, CONSENT_VERSION } from './consent-storage'

export const CONSENT_CHOSEN_ATTRIBUTE = 'data-consent-chosen'
export const CONSENT_PENDING_ATTRIBUTE = 'data-consent-pending'
export const CONSENT_PARSED_ATTRIBUTE = 'data-consent-parsed'

export const MARK_CONSENT_CHOSEN = `(function(){try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_KEY)}));if(c&&c.version===${CONSENT_VERSION})document.documentElement.setAttribute('${CONSENT_CHOSEN_ATTRIBUTE}','')}catch(e){}})()`

// The browser may paint while it is still reading the page. The built dialog is hidden
// until this script, which stands right after it, has run: a first visitor then sees the
// dialog whole, rather than its heading first and the rest a moment later, which moved the
// dialog by a fifth of a phone's screen (a layout shift Lighthouse caught in some runs).
export const MARK_CONSENT_PARSED = `document.documentElement.setAttribute('${CONSENT_PARSED_ATTRIBUTE}','')`

export const ConsentParsed = () => (
  <script dangerouslySetInnerHTML={{ __html: MARK_CONSENT_PARSED }} />
)

export const ConsentMarker = () => (
  <>
    <script dangerouslySetInnerHTML={{ __html: MARK_CONSENT_CHOSEN }} />
    <noscript
      dangerouslySetInnerHTML={{
        __html: `<style>[${CONSENT_PENDING_ATTRIBUTE}]{display:none}</style>`,
      }}
    />
  </>
)
