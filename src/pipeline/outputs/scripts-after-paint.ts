// A page's bundles start loading once its largest picture is on screen. Gatsby writes them
// as <script async> at the end of the body, so the browser fetched ~106 KB of JavaScript
// beside the page's largest picture and evaluated it as soon as it came: on a slow phone
// the picture had arrived but no frame showed it until the bundles' long tasks had run.
// Each page instead has one small inline script that appends the same bundles, async as
// before, once the page's priority picture (fetchpriority="high") is on screen, or at once
// on a page without one, and never later than MAX_WAIT_MS. Hydration follows as before;
// what it waits for is the picture, not the other way round.
import { GATSBY_BUNDLE_SCRIPT } from '../../platform/gatsby-build'

/** However slowly the picture comes, the page becomes interactive after this long. */
export const MAX_WAIT_MS = 3000

// "Loaded" is not "painted": a photo of a few hundred KB is decoded off the main thread
// (decoding="async") after its load event, and the bundles appended at load ran before the
// frame that showed it. Nor is a frame begun a frame shown: the compositor presents it a
// little after the main thread is done with it, tens of ms later on a busy phone, and
// bundles appended two frames after decode() had sometimes arrived before the picture was
// on screen (bundle request 7 ms before the paint in 2 of 10 loads on a loaded machine).
// Where the browser reports when an element was presented (Element Timing, Chromium), the
// priority picture carries elementtiming and the bundles come once its entry is there; a
// picture outside the view is never presented, so once it is decoded and laid out
// outside, they come at once. Elsewhere: the frame after decode() paints the picture, and
// the bundles come once a second frame has begun.
const loader = (sources: string[]) =>
  `(function(){var s=${JSON.stringify(sources)},d=0;function load(){if(d)return;d=1;for(var i=0;i<s.length;i++){var e=document.createElement('script');e.src=s[i];e.async=true;document.body.appendChild(e)}}function next(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(load,0)})})}var p=document.querySelector('img[fetchpriority="high"]');if(!p||!p.decode)return next();setTimeout(load,${MAX_WAIT_MS});var O=window.PerformanceObserver,t=O&&O.supportedEntryTypes||[];if(t.indexOf('element')<0||!p.hasAttribute('elementtiming'))return p.decode().then(next,next);new O(function(l){var e=l.getEntries();for(var i=0;i<e.length;i++)if(e[i].element===p)setTimeout(load,0)}).observe({type:'element',buffered:true});p.decode().then(function(){requestAnimationFrame(function(){var r=p.getBoundingClientRect();if(!r.width||r.bottom<=0||r.top>=innerHeight||r.right<=0||r.left>=innerWidth)next()})},next)})()`

/** The page with Gatsby's bundle tags replaced by the loader (unchanged if it has none). */
export const scriptsAfterFirstPaint = (html: string): string => {
  const sources = [...html.matchAll(GATSBY_BUNDLE_SCRIPT)].map((m) => m[1]!)
  if (sources.length === 0) return html
  let first = true
  return html.replace(GATSBY_BUNDLE_SCRIPT, () => {
    if (!first) return ''
    first = false
    return `<script>${loader(sources)}</script>`
  })
}
