// Inline in <head> of every server-rendered page, so that the first paint already shows the
// programme as the visitor will see it. A MutationObserver sees each element as the HTML
// parser inserts it (its callbacks run before the browser renders, even when the parser
// yields mid-page on a slow phone):
// - a showing (li[data-start], or a card's span[data-start]) that has started since the site
//   was built is hidden;
// - in a card list ordered by showing (ul[data-next-order]), each card's CSS order is the
//   seconds to the first of its showings that has not started (its first [data-start]
//   still to come), so a page built days ago shows its cards soonest first; once the page's
//   code knows the time, it puts the list itself in that order (ProductionCards.tsx). Such a
//   list is kept out of sight (its room kept) until the parser has passed its end
//   (data-ordered): a slow phone paints mid-page, and a card parsed later may come first;
//   then, where the list shows only its first few (data-limit, the front page), the cards
//   after them in that order are marked data-over-limit, which the stylesheet hides;
// - a showing or production whose facets (data-f) do not match the URL's filter is hidden,
//   by the same matchesFacets the page's code uses after hydration;
// - the filter form (form[data-filter-form]) shows the URL's filter (showWanted, which the
//   form uses too); its panel stays closed, so that a link to a filtered list («Se
//   kveldens visninger») lands on the list, not on the form.
// - the schedule's two views (data-view) and their buttons (data-view-choice) follow the
//   URL's ?vis=, so a shared «Per film» link shows the films from the first paint;
// - a schedule whose day has ended since the build (data-until) is marked data-emptied, and
//   keeps its room until today's showings arrive (Schedule.tsx); so are the button of a day
//   that has ended and the card of a production that is over, which the stylesheet hides
//   (Schedule.tsx, ProductionCards.tsx).
// - the search page's prompt for an empty field (data-no-query, Search.tsx) is hidden when
//   the URL has a query.
// html[data-filtered] tells the stylesheet that a filter is on (it shows "no match" for an
// emptied list). After hydration React keeps all of this (useNow, useProgrammeFilter).
// The text is the same on every page of a build, so a CSP allows it by its hash.
import { FILTER_KEYS, matchesFacets, showWanted, wantedFilter } from '../../lib/programme-filter'
import { scheduleViewOf } from '../../lib/schedule-view'

export const HIDE_SHOWINGS = `(function(){var n=Date.now(),w=(${String(wantedFilter)})(location.search,${JSON.stringify(FILTER_KEYS)}),m=${String(matchesFacets)},f=${String(showWanted)},v=(${String(scheduleViewOf)})(location.search);
if(w.length)document.documentElement.setAttribute('data-filtered','');
function one(e){
if(e.hasAttribute('data-until')&&+e.getAttribute('data-until')<n)e.setAttribute('data-emptied','');
if(e.hasAttribute('data-view'))e.hidden=e.getAttribute('data-view')!==v;
if(e.hasAttribute('data-view-choice'))e.setAttribute('aria-pressed',String(e.getAttribute('data-view-choice')===v));
if(e.hasAttribute('data-start')){var t=+e.getAttribute('data-start');if(t<n)e.hidden=true;else{var c=e.closest('[data-next-order]>li');if(c&&c.style.order==='')c.style.order=String(Math.floor((t-n)/1e3))}}
if(e.hasAttribute('data-no-query')&&/[?&]q=[^&]/.test(location.search))e.hidden=true;
if(e.hasAttribute('data-f')&&w.length&&!m(e.getAttribute('data-f'),w))e.hidden=true;
if(!w.length)return;
if(e.matches('[data-filter-form] input,[data-filter-form] option'))f(e,w)}
var s='[data-start],[data-until],[data-no-query],[data-f],[data-view],[data-view-choice],[data-filter-form] input,[data-filter-form] option';
function h(e){if(e.nodeType!==1)return;if(e.matches(s))one(e);var l=e.querySelectorAll(s);for(var i=0;i<l.length;i++)one(l[i])}
function c(u){for(var x=u;x&&x!==document.body;x=x.parentElement)if(x.nextElementSibling)return true;return false}
function k(u){var n=+u.getAttribute('data-limit');if(!n)return;var x=[].slice.call(u.children).filter(function(e){return!e.hidden&&!e.hasAttribute('data-emptied')}).map(function(e,i){return[+(e.style.order||2147483647),i,e]});x.sort(function(p,r){return p[0]-r[0]||p[1]-r[1]});for(var i=n;i<x.length;i++)x[i][2].setAttribute('data-over-limit','')}
function q(a){var l=document.querySelectorAll('ul[data-next-order]:not([data-ordered])');for(var i=0;i<l.length;i++)if(a||c(l[i])){l[i].setAttribute('data-ordered','');k(l[i])}}
document.documentElement.setAttribute('data-ordering','');
var o=new MutationObserver(function(r){for(var i=0;i<r.length;i++)for(var j=0;j<r[i].addedNodes.length;j++)h(r[i].addedNodes[j]);q(false)});
o.observe(document.documentElement,{childList:true,subtree:true});
document.addEventListener('DOMContentLoaded',function(){o.disconnect();q(true)})})()`

export const HideShowings = () => (
  <script key="hide-showings" dangerouslySetInnerHTML={{ __html: HIDE_SHOWINGS }} />
)
