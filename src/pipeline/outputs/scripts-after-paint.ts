// A page's bundles start loading once its largest picture is on screen. Gatsby writes them
// as <script async> at the end of the body, so the browser fetched ~106 KB of JavaScript
// beside the page's largest picture and evaluated it as soon as it came: on a slow phone
// the picture had arrived but no frame showed it until the bundles' long tasks had run.
// Each page instead has one small inline script that appends the same bundles, async as
// before, in the frame after the page's priority picture (fetchpriority="high") has been
// decoded, or at once on a page without one, and never later than MAX_WAIT_MS. Hydration follows as
// before; what it waits for is the picture, not the other way round.
import { GATSBY_BUNDLE_SCRIPT } from '../../platform/gatsby-build'

/** However slowly the picture comes, the page becomes interactive after this long. */
export const MAX_WAIT_MS = 3000

// "Loaded" is not "painted": a photo of a few hundred KB is decoded off the main thread
// (decoding="async") after its load event, and the bundles appended at load ran before the
// frame that showed it. decode() settles when the picture can be painted; the next frame
// paints it, and the bundles come once a second frame has begun, so that the first is on
// its way to the screen (a frame is presented a little after the main thread is done
// with it).
const loader = (sources: string[]) =>
  `(function(){var s=${JSON.stringify(sources)},d=0;function load(){if(d)return;d=1;for(var i=0;i<s.length;i++){var e=document.createElement('script');e.src=s[i];e.async=true;document.body.appendChild(e)}}function next(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(load,0)})})}var p=document.querySelector('img[fetchpriority="high"]');if(!p||!p.decode)return next();setTimeout(load,${MAX_WAIT_MS});p.decode().then(next,next)})()`

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
