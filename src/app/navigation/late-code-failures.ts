// Code that a page fetches after it is shown (the member side, the filter form, a block
// hydrated later) may fail to arrive: the visitor has lost the network,
// or a deploy has removed the file. Gatsby answers any such failure that nobody caught by
// loading the page again, which offline ends on the browser's error page instead of the
// page the visitor was reading (seen on a phone that went offline as /kino hydrated).
// Here it is logged as SPEC section 8 says, and the page stays: the resource history has
// counted the failed download, and a navigation from here handles what is missing.
const CHUNK_FAILURE = /loading chunk \S+ failed/i

export const keepPageOnLateCodeFailure = (win: Window) =>
  win.addEventListener(
    'unhandledrejection',
    (event) => {
      if (!CHUNK_FAILURE.test(String(event.reason))) return
      // Gatsby's listener on window would load the page again. gatsby-browser adds this one
      // before Gatsby's navigation module adds its own, and it captures, so it runs first.
      event.stopImmediatePropagation()
      event.preventDefault()
      console.error('bundle loading error', String(event.reason))
    },
    true,
  )
