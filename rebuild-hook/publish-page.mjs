// The publish page's HTML: server-rendered, in Norwegian, usable without JavaScript (a
// small script only refreshes the state while a build runs). Every value from a build,
// a log or an editor is escaped.
import { escapeHtml } from '../server-common/http.mjs'
import { PAGE } from './editor-access.mjs'

/** A template tag that escapes every interpolated value, except html() results. */
const RAW = Symbol('raw')
const raw = (text) => ({ [RAW]: text })
const html = (strings, ...values) =>
  raw(
    strings.reduce((out, s, i) => {
      if (i === 0) return s
      const v = values[i - 1]
      const text = Array.isArray(v)
        ? v.map((x) => x?.[RAW] ?? escapeHtml(x ?? '')).join('')
        : (v?.[RAW] ?? escapeHtml(v ?? ''))
      return out + text + s
    }, ''),
  )

const OSLO = { timeZone: 'Europe/Oslo' }
export const when = (iso, timeStyle = 'short') =>
  iso ? new Date(iso).toLocaleString('nb-NO', { ...OSLO, dateStyle: 'medium', timeStyle }) : '–'
export const duration = (ms) => {
  if (ms === null || ms === undefined) return '–'
  const s = Math.round(ms / 1000)
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`
}

const page = (title, body, { script = false } = {}) =>
  `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – publisering</title>
<link rel="stylesheet" href="${PAGE}/stil.css">
${script ? `<script src="${PAGE}/oppdater.js" defer></script>` : ''}
</head>
<body>
${body[RAW]}
</body>
</html>`

export const loginPage = ({ error = null, name = '' } = {}) =>
  page(
    'Logg inn',
    html`<main class="smal">
      <h1>Logg inn for å publisere</h1>
      <p>
        Her ser du om endringene dine er publisert, og kan publisere eller gå tilbake til forrige
        versjon.
      </p>
      ${error ? html`<p class="feil" role="alert" id="innlogging-feil">${error}</p>` : ''}
      <form method="post" action="${PAGE}/logg-inn">
        <label for="navn">Navnet ditt</label>
        <input id="navn" name="navn" autocomplete="name" required maxlength="60" value="${name}" />
        <label for="passord">Passord for redaktører</label>
        <input
          id="passord"
          name="passord"
          type="password"
          autocomplete="current-password"
          required
          ${error ? raw('aria-describedby="innlogging-feil" aria-invalid="true"') : ''}
        />
        <button type="submit">Logg inn</button>
      </form>
    </main>`,
  )

export const disabledPage = () =>
  page(
    'Ikke slått på',
    html`<main class="smal">
      <h1>Publiseringssiden er ikke slått på</h1>
      <p>
        Den som drifter nettstedet, må sette et passord for redaktører (EDITOR_PASSWORD) når
        byggetjenesten startes.
      </p>
    </main>`,
  )

const header = (session) =>
  html`<header class="topp">
    <p class="tittel">Publisering av nettstedet</p>
    <form method="post" action="${PAGE}/logg-ut">
      <input type="hidden" name="token" value="${session.token}" />
      <span>Logget inn som ${session.name}</span>
      <button type="submit" class="lenkeknapp">Logg ut</button>
    </form>
  </header>`

const faultList = (summary) =>
  html`<ul class="feilliste">
    ${summary.items.map(
      (item) =>
        html`<li>
          <strong>${item.place}${item.field ? `, ${item.field}` : ''}:</strong> ${item.problem}
        </li>`,
    )}
  </ul>`

const STATE_TEXT = {
  idle: 'Klar. Ingen bygging pågår.',
  building: 'Bygger en ny versjon av nettstedet.',
  failed: 'Den siste byggingen feilet. Nettstedet viser fortsatt versjonen som var publisert.',
}

const nowSection = (view) => {
  const { state, stage, running, pending, lastFailure, now } = view
  const status =
    state === 'building' && stage
      ? `${STATE_TEXT.building} Trinn ${stage.step} av ${stage.steps}: ${stage.name}.`
      : STATE_TEXT[state]
  return html`<section
    aria-labelledby="na-tittel"
    id="na"
    data-tilstand="${state}"
    class="tilstand-${state}"
  >
    <h2 id="na-tittel">Nå</h2>
    <p role="status" id="tilstand">${status}</p>
    ${
      state === 'building' && running
        ? html`<p>
            Startet ${when(running.startedAt)}, har tatt
            ${duration(now - Date.parse(running.startedAt))}. Bestilt av ${running.by}.
          </p>`
        : ''
    }
    ${pending ? html`<p>En ny bygging står i kø og starter når denne er ferdig.</p>` : ''}
    ${
      state === 'failed' && lastFailure
        ? html`<div class="feilboks">
            <h3>${lastFailure.summary.title}</h3>
            ${faultList(lastFailure.summary)}
            <p>${lastFailure.summary.advice}</p>
            <details>
              <summary>Vis slutten av loggen</summary>
              <pre tabindex="0">${lastFailure.logTail}</pre>
            </details>
          </div>`
        : ''
    }
  </section>`
}

const MESSAGES = {
  publiser: 'Byggingen er bestilt. Den vises under «Nå».',
  tilbake: 'Nettstedet er satt tilbake til forrige versjon.',
  'ingen-tidligere': 'Det finnes ingen tidligere versjon å gå tilbake til.',
  utlopt: 'Skjemaet var utløpt. Prøv igjen.',
}

const outcomeText = (entry) =>
  entry.kind === 'rollback'
    ? 'Gikk tilbake'
    : ({ ok: 'Publisert', failed: 'Feilet', running: 'Bygger', interrupted: 'Avbrutt' }[
        entry.outcome
      ] ?? entry.outcome)

export const publishPage = (view, session, message) =>
  page(
    'Publisering',
    html`${header(session)}
      <main>
        <h1>Publisering</h1>
        ${MESSAGES[message] ? html`<p class="melding" role="status">${MESSAGES[message]}</p>` : ''}
        ${nowSection(view)}
        <section aria-labelledby="live-tittel" id="publisert">
          <h2 id="live-tittel">Publisert nå</h2>
          ${
            view.live
              ? html`<p>
                  Versjonen fra ${when(view.live.builtAt, 'medium')} har vært publisert siden
                  ${when(view.live.since)}.
                </p>`
              : html`<p>Ingen versjon er publisert ennå.</p>`
          }
          <div class="handlinger">
            <a class="knapp" href="${PAGE}/bekreft?handling=publiser">Publiser nå</a>
            ${view.canRollBack ? html`<a class="knapp sekundaer" href="${PAGE}/bekreft?handling=tilbake">Gå tilbake til forrige versjon</a>` : ''}
          </div>
        </section>
        <section aria-labelledby="historikk-tittel" id="historikk">
          <h2 id="historikk-tittel">Siste bygginger</h2>
          ${
            view.history.length === 0
              ? html`<p>Ingen bygginger ennå.</p>`
              : html`<div
                  class="tabell"
                  tabindex="0"
                  role="region"
                  aria-label="Byggehistorikk, kan rulles sidelengs"
                >
                  <table>
                    <caption>
                      Byggingene og tilbakestillingene, nyeste først
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">Startet</th>
                        <th scope="col">Varighet</th>
                        <th scope="col">Resultat</th>
                        <th scope="col">Bestilt av</th>
                      </tr>
                    </thead>
                    <tbody>
                      ${view.history.map(
                        (e) =>
                          html`<tr class="resultat-${e.outcome}">
                            <td>${when(e.startedAt)}</td>
                            <td>${e.kind === 'rollback' ? '–' : duration(e.durationMs)}</td>
                            <td>
                              ${outcomeText(e)}${e.summary ? html`<br /><span class="liten">${e.summary.title}</span>` : ''}
                            </td>
                            <td>${e.by}</td>
                          </tr>`,
                      )}
                    </tbody>
                  </table>
                </div>`
          }
        </section>
      </main>`,
    { script: true },
  )

const CONFIRM = {
  publiser: {
    title: 'Publisere nå?',
    text: 'Nettstedet bygges på nytt med innholdet slik det er nå, og publiseres hvis alt er i orden. Det tar noen minutter. Bygges det allerede, starter en ny bygging etterpå.',
    button: 'Ja, publiser nå',
  },
  tilbake: {
    title: 'Gå tilbake til forrige versjon?',
    text: 'Nettstedet viser straks den forrige versjonen igjen. Versjonen som er publisert nå, tas vare på, og neste publisering lager en ny versjon.',
    button: 'Ja, gå tilbake',
  },
}

/** What the rollback changes, by the versions' build times, and a build it would race. */
const rollbackDetails = (view) => html`
  ${
    view.live && view.previous
      ? html`<p>
          Nå: versjonen fra ${when(view.live.builtAt, 'medium')}. Etterpå: versjonen fra
          ${when(view.previous.builtAt, 'medium')}.
        </p>`
      : ''
  }
  ${
    view.state === 'building'
      ? html`<p class="feil">
          En bygging pågår. Blir den ferdig uten feil, publiseres den over denne tilbakestillingen.
        </p>`
      : ''
  }
`

export const confirmPage = (action, session, view) => {
  const c = CONFIRM[action]
  return page(
    c.title,
    html`${header(session)}
      <main class="smal">
        <h1>${c.title}</h1>
        <p>${c.text}</p>
        ${action === 'tilbake' ? rollbackDetails(view) : ''}
        <form method="post" action="${PAGE}/${action}">
          <input type="hidden" name="token" value="${session.token}" />
          <div class="handlinger">
            <button type="submit">${c.button}</button>
            <a class="knapp sekundaer" href="${PAGE}">Avbryt</a>
          </div>
        </form>
      </main>`,
  )
}
