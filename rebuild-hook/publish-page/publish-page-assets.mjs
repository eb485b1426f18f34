// The publish page's style sheet and its one script, served as files of their own so that
// the page's CSP needs no inline styles or scripts.
export const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff}
main{max-width:60rem;margin:0 auto;padding:1rem}
.smal{max-width:30rem}
h1{font-size:1.75rem;margin:.5rem 0 1rem}
h2{font-size:1.25rem;margin:1.5rem 0 .5rem}
.topp{display:flex;flex-wrap:wrap;gap:.5rem;justify-content:space-between;align-items:center;padding:.5rem 1rem;background:#1d3557;color:#fff}
.topp p{margin:0;font-weight:600}
.topp form{display:flex;gap:.75rem;align-items:center;flex-wrap:wrap}
label{display:block;font-weight:600;margin-top:1rem}
input{display:block;width:100%;font:inherit;padding:.6rem;border:2px solid #555;border-radius:4px}
button,.knapp{display:inline-block;font:inherit;font-weight:600;padding:.65rem 1.1rem;margin-top:1rem;border:2px solid #1d3557;border-radius:4px;background:#1d3557;color:#fff;text-decoration:none;cursor:pointer;min-height:44px}
.sekundaer{background:#fff;color:#1d3557}
.lenkeknapp{margin:0;padding:.3rem .6rem;min-height:0;background:transparent;border-color:#fff;color:#fff}
:focus-visible{outline:3px solid #e76f51;outline-offset:2px}
.handlinger{display:flex;flex-wrap:wrap;gap:.75rem}
.feil{color:#8b0000;font-weight:600}
.melding{background:#e8f4ea;border-left:4px solid #2d6a4f;padding:.5rem .75rem}
.feilboks{border:2px solid #8b0000;border-radius:4px;padding:0 1rem .5rem;background:#fff5f5}
.feilboks h3{font-size:1.1rem}
.feilliste li{margin-bottom:.5rem}
pre{white-space:pre-wrap;word-break:break-word;background:#f3f3f3;padding:.75rem;font-size:.85rem;max-height:24rem;overflow:auto}
.tilstand-building #tilstand{font-weight:600}
.tilstand-failed #tilstand{color:#8b0000;font-weight:600}
.tabell{overflow-x:auto}
table{border-collapse:collapse;width:100%}
caption{text-align:left;font-size:.9rem;color:#444;padding-bottom:.25rem}
th,td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid #ccc;vertical-align:top}
.resultat-failed td:nth-child(3){color:#8b0000;font-weight:600}
.liten{font-size:.85rem;font-weight:400}
.endringer li{margin-bottom:.25rem}
.versjoner{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}
.versjoner dt{font-weight:600}
.versjoner dd{margin:0}
.skjult{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.ordendring{margin:.25rem 0 .75rem;padding:.5rem .75rem;background:#f7f7f7;border-left:4px solid #767676;white-space:pre-wrap}
ins{background:#d8f3dc;color:#1b4332;text-decoration:underline}
del{background:#ffe3e3;color:#7a1212;text-decoration:line-through}
h3{font-size:1.05rem;margin:1rem 0 .25rem}
.bilder{list-style:none;padding:0}
.bilder>li{margin-bottom:1.25rem;overflow-wrap:anywhere}
.utsnitt{display:flex;flex-wrap:wrap;gap:.75rem;align-items:flex-start}
.utsnitt figure{margin:0;max-width:100%}
.utsnitt img{display:block;height:7.5rem;width:auto;max-width:100%;object-fit:contain;border:1px solid #767676;background:#f3f3f3}
.utsnitt figcaption{font-size:.85rem}
:root{color-scheme:light dark}
@media (prefers-color-scheme:dark){
body{color:#ececec;background:#121417}
a{color:#9cc9ff}
a:visited{color:#d4b8ff}
input{background:#1e2227;color:#ececec;border-color:#9a9a9a}
button,.knapp{background:#9cc9ff;border-color:#9cc9ff;color:#0b1a2b}
.sekundaer{background:transparent;color:#9cc9ff}
.topp{background:#0b1a2b}
.lenkeknapp{background:transparent;border-color:#fff;color:#fff}
.feil,.tilstand-failed #tilstand,.resultat-failed td:nth-child(3){color:#ffa3a3}
.melding{background:#14301f;border-left-color:#6fcf97}
.feilboks{background:#2a1414;border-color:#ffa3a3}
pre{background:#1e2227}
caption{color:#c8c8c8}
th,td{border-bottom-color:#4a4a4a}
.ordendring{background:#1b1e22;border-left-color:#9a9a9a}
ins{background:#1b4332;color:#d8f3dc}
del{background:#5c1212;color:#ffe3e3}
.utsnitt img{background:#1e2227;border-color:#9a9a9a}
}
`

// While a build runs or waits, the state, the live version, the plan, the history and the
// log are fetched again every few seconds and put in place (a build changes them all);
// the status line is a live region, so a
// change of stage or outcome is announced (its text changes only then).
export const SCRIPT = `
(function () {
  var LIVE = ['na', 'forhandsvisning']
  var busy = function (doc) {
    return LIVE.some(function (id) { var s = doc.getElementById(id); return s && s.getAttribute('data-tilstand') === 'building' })
  }
  // A section's children are replaced, but its status line stays the same element and
  // only its text changes, so that a screen reader announces the change.
  var update = function (section, next) {
    if (!section || !next) return
    var status = section.querySelector('[role=status]')
    Array.prototype.slice.call(section.children).forEach(function (el) { if (el !== status) el.remove() })
    Array.prototype.slice.call(next.children).forEach(function (el) {
      if (status && el.id === status.id) { section.appendChild(status); if (status.textContent !== el.textContent) status.textContent = el.textContent }
      else section.appendChild(el)
    })
    section.setAttribute('data-tilstand', next.getAttribute('data-tilstand'))
    section.className = next.className
  }
  var refresh = function () {
    fetch(location.pathname, { credentials: 'same-origin' })
      .then(function (r) { return r.ok ? r.text() : Promise.reject(r.status) })
      .then(function (text) {
        var next = new DOMParser().parseFromString(text, 'text/html')
        if (!next.getElementById('na')) return
        ;['publisert', 'planlagt', 'historikk', 'logg'].forEach(function (id) {
          var now = document.getElementById(id), then = next.getElementById(id)
          if (now && then) now.replaceWith(then)
        })
        LIVE.forEach(function (id) { update(document.getElementById(id), next.getElementById(id)) })
        if (busy(document)) setTimeout(refresh, 3000)
      })
      .catch(function () { setTimeout(refresh, 10000) })
  }
  if (busy(document)) setTimeout(refresh, 3000)
})()
`
