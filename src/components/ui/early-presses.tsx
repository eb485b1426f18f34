// A press on a control whose HTML is on screen before its code is kept, and acted on once
// the code has come. Before the page hydrates React does not listen at all, and a part in
// load-later's 'hydrate-later' mode («Del», the footer's colours) gets its code after that:
// a press in between is dropped by React, which does not replay it (React 18). A control
// opts in with data-early-press and useEarlyPress.
//
// The head script (EarlyPresses, in every page's head: gatsby-ssr.tsx) listens from the
// first paint, in the capture phase, and keeps each pressed control that is not yet live.
// useEarlyPress marks its control live in a layout effect, in the same task as React's
// commit, so that from then on a press is React's alone and never acted on twice.
import type { RefObject } from 'react'
import { useBrowserLayoutEffect } from '../../hooks/use-browser-layout-effect'

declare global {
  interface Window {
    __earlyPresses?: Element[]
  }
}

/** A control that keeps presses made before its code came, and one whose code has come. */
const KEEPS = '[data-early-press]'
const LIVE = 'data-live'

/** The head script. Keyboard presses (Enter, Space, the arrow keys in a radio group) reach
 * it as clicks too. Its hash is in each page's policy. */
export const RECORD_EARLY_PRESSES = `(function(){var p=window.__earlyPresses=[];document.addEventListener('click',function(e){var t=e.target instanceof Element&&e.target.closest('${KEEPS}');if(t&&!t.hasAttribute('${LIVE}'))p.push(t)},true)})()`

export const EarlyPresses = () => (
  <script dangerouslySetInnerHTML={{ __html: RECORD_EARLY_PRESSES }} />
)

/** Marks the controls in ref (itself, or those inside it, with data-early-press) live when
 * React has them, and calls onPress once with the last one the visitor pressed before, if
 * any. onPress runs within the press's user activation (5 s in Chromium) if the code came
 * in time; a share sheet or the clipboard refused later says so where it is called. */
export const useEarlyPress = (ref: RefObject<Element>, onPress: (pressed: Element) => void) =>
  useBrowserLayoutEffect(() => {
    const within = ref.current
    if (!within) return
    const controls = [within, ...within.querySelectorAll(KEEPS)].filter((c) => c.matches(KEEPS))
    for (const control of controls) control.setAttribute(LIVE, '')
    const presses = window.__earlyPresses ?? []
    const ours = presses.filter((pressed) => controls.includes(pressed))
    if (!ours.length) return
    // In place: the head script keeps this very array.
    for (let i = presses.length - 1; i >= 0; i -= 1)
      if (controls.includes(presses[i]!)) presses.splice(i, 1)
    onPress(ours[ours.length - 1]!)
    // Once, when the controls first come alive.
  }, [])
