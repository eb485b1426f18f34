// Inline in <head> of every server-rendered page. A MutationObserver sees each showing
// (li[data-start]) as the HTML parser inserts it and hides it if it has started since the
// site was built; its callbacks run before the browser renders, so a started showing is
// never painted, even when the parser yields mid-page on a slow phone. After hydration React
// hides the same ones (useNow). The text is constant, so a CSP can allow it by one hash.
export const HIDE_PAST_SHOWINGS =
  "(function(){var n=Date.now();function h(e){if(e.nodeType!==1)return;var l=e.matches('li[data-start]')?[e]:e.querySelectorAll('li[data-start]');for(var i=0;i<l.length;i++)if(+l[i].getAttribute('data-start')<n)l[i].hidden=true}var o=new MutationObserver(function(m){for(var i=0;i<m.length;i++)for(var j=0;j<m[i].addedNodes.length;j++)h(m[i].addedNodes[j])});o.observe(document.documentElement,{childList:true,subtree:true});document.addEventListener('DOMContentLoaded',function(){o.disconnect()})})()"

export const HidePastShowings = () => (
  <script key="hide-past-showings" dangerouslySetInnerHTML={{ __html: HIDE_PAST_SHOWINGS }} />
)
