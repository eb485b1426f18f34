// Runs once, inline, right after the server-rendered HTML is parsed and before React loads:
// it hides showings (li[data-start]) that have started since the site was built, so a
// visitor never sees them appear and vanish. React then hides the same ones (useNow).
export const HIDE_PAST_SHOWINGS =
  "(function(){var n=Date.now();var l=document.querySelectorAll('li[data-start]');for(var i=0;i<l.length;i++){if(+l[i].getAttribute('data-start')<n)l[i].hidden=true}})()"
