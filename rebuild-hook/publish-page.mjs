// The publish page's HTML: rendered on the server by React (server-common/html-document.mjs),
// in Norwegian, usable without JavaScript (a small script only refreshes the state while a
// build runs). Every value from a build, a log or an editor is
// escaped by React. Elements are written with createElement, because the hook runs as
// plain Node modules with no compile step.
import { createElement as h, Fragment } from 'react'
import { htmlDocument } from '../server-common/html-document.mjs'
import { PAGE, PREVIEW } from './page-paths.mjs'

export { PAGE, PREVIEW }

const OSLO = { timeZone: 'Europe/Oslo' }
export const when = (iso, timeStyle = 'short') =>
  iso ? new Date(iso).toLocaleString('nb-NO', { ...OSLO, dateStyle: 'medium', timeStyle }) : '–'
export const duration = (ms) => {
  if (ms === null || ms === undefined) return '–'
  const s = Math.round(ms / 1000)
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`
}

const document = (title, body, { script = false } = {}) =>
  htmlDocument({
    title: `${title} – publisering`,
    head: h(
      Fragment,
      null,
      h('meta', { name: 'robots', content: 'noindex' }),
      h('link', { rel: 'stylesheet', href: `${PAGE}/stil.css` }),
      script && h('script', { src: `${PAGE}/oppdater.js`, defer: true }),
    ),
    body,
  })

/** The form token every state-changing form sends back (@fastify/csrf-protection). */
const tokenField = (token) => h('input', { type: 'hidden', name: 'token', value: token })

export const loginPage = ({ error = null, account = '', token }) =>
  document(
    'Logg inn',
    h(
      'main',
      { className: 'smal' },
      h('h1', null, 'Logg inn for å publisere'),
      h(
        'p',
        null,
        'Her ser du om endringene dine er publisert, og kan publisere eller gå tilbake til forrige versjon.',
      ),
      error && h('p', { className: 'feil', role: 'alert', id: 'innlogging-feil' }, error),
      h(
        'form',
        { method: 'post', action: `${PAGE}/logg-inn` },
        tokenField(token),
        h('label', { htmlFor: 'konto' }, 'Brukernavn'),
        h('input', {
          id: 'konto',
          name: 'konto',
          autoComplete: 'username',
          autoCapitalize: 'none',
          required: true,
          maxLength: 60,
          defaultValue: account,
        }),
        h('label', { htmlFor: 'passord' }, 'Passord'),
        h('input', {
          id: 'passord',
          name: 'passord',
          type: 'password',
          autoComplete: 'current-password',
          required: true,
          ...(error ? { 'aria-describedby': 'innlogging-feil', 'aria-invalid': 'true' } : {}),
        }),
        h('button', { type: 'submit' }, 'Logg inn'),
      ),
    ),
  )

export const disabledPage = () =>
  document(
    'Ikke slått på',
    h(
      'main',
      { className: 'smal' },
      h('h1', null, 'Publiseringssiden er ikke slått på'),
      h(
        'p',
        null,
        'Den som drifter nettstedet, må opprette redaktørkontoer (npm run editors) eller sette et passord for redaktører (EDITOR_PASSWORD) når byggetjenesten startes.',
      ),
    ),
  )

const Header = ({ editor, token }) =>
  h(
    'header',
    { className: 'topp' },
    h('p', { className: 'tittel' }, 'Publisering av nettstedet'),
    h(
      'form',
      { method: 'post', action: `${PAGE}/logg-ut` },
      tokenField(token),
      h('span', null, `Logget inn som ${editor.name}`),
      ' ',
      h('button', { type: 'submit', className: 'lenkeknapp' }, 'Logg ut'),
    ),
  )

const FaultList = ({ summary }) =>
  h(
    'ul',
    { className: 'feilliste' },
    summary.items.map((item, i) =>
      h(
        'li',
        { key: i },
        h('strong', null, `${item.place}${item.field ? `, ${item.field}` : ''}:`),
        ` ${item.problem}`,
      ),
    ),
  )

const STATE_TEXT = {
  idle: 'Klar. Ingen bygging pågår.',
  building: 'Bygger en ny versjon av nettstedet.',
  failed: 'Den siste byggingen feilet. Nettstedet viser fortsatt versjonen som var publisert.',
}

const NowSection = ({ view }) => {
  const { state, stage, running, pending, lastFailure, now } = view
  const status =
    state === 'building' && stage
      ? `${STATE_TEXT.building} Trinn ${stage.step} av ${stage.steps}: ${stage.name}.`
      : STATE_TEXT[state]
  return h(
    'section',
    {
      'aria-labelledby': 'na-tittel',
      id: 'na',
      'data-tilstand': state,
      className: `tilstand-${state}`,
    },
    h('h2', { id: 'na-tittel' }, 'Nå'),
    h('p', { role: 'status', id: 'tilstand' }, status),
    state === 'building' &&
      running &&
      h(
        'p',
        null,
        `Startet ${when(running.startedAt)}, har tatt ${duration(now - Date.parse(running.startedAt))}. Bestilt av ${running.by}.`,
      ),
    pending && h('p', null, 'En ny bygging står i kø og starter når denne er ferdig.'),
    state === 'failed' &&
      lastFailure &&
      h(
        'div',
        { className: 'feilboks' },
        h('h3', null, lastFailure.summary.title),
        h(FaultList, { summary: lastFailure.summary }),
        h('p', null, lastFailure.summary.advice),
        h(
          'details',
          null,
          h('summary', null, 'Vis slutten av loggen'),
          h('pre', { tabIndex: 0 }, lastFailure.logTail),
        ),
      ),
  )
}

const MESSAGES = {
  publiser: 'Byggingen er bestilt. Den vises under «Nå».',
  forhandsvis: 'Forhåndsvisningen er bestilt. Den vises under «Forhåndsvisning» når den er ferdig.',
  tilbake: 'Nettstedet er satt tilbake til forrige versjon.',
  'tilbake-venter':
    'En publisering pågår. Nettstedet settes tilbake til versjonen før den som er ute nå, så snart publiseringen er ferdig. Se historikken.',
  'ingen-tidligere': 'Det finnes ingen tidligere versjon å gå tilbake til.',
  'tilbake-feilet':
    'Webserveren godtok ikke den forrige versjonen, så nettstedet viser fortsatt den samme. Se historikken.',
  'tilbake-endret':
    'Nettstedet ble ikke satt tilbake: en annen versjon er publisert siden du åpnet bekreftelsen. Se hva som er publisert nå, og velg på nytt.',
  utlopt: 'Skjemaet var utløpt. Prøv igjen.',
}

const outcomeText = (entry) =>
  entry.kind === 'rollback'
    ? ({ ok: 'Gikk tilbake', changed: 'Gikk ikke tilbake', failed: 'Tilbakestilling feilet' }[
        entry.outcome
      ] ?? entry.outcome)
    : ({ ok: 'Publisert', failed: 'Feilet', running: 'Bygger', interrupted: 'Avbrutt' }[
        entry.outcome
      ] ?? entry.outcome)

const History = ({ history }) =>
  history.length === 0
    ? h('p', null, 'Ingen bygginger ennå.')
    : h(
        'div',
        {
          className: 'tabell',
          tabIndex: 0,
          role: 'region',
          'aria-label': 'Byggehistorikk, kan rulles sidelengs',
        },
        h(
          'table',
          null,
          h('caption', null, 'Byggingene og tilbakestillingene, nyeste først'),
          h(
            'thead',
            null,
            h(
              'tr',
              null,
              ['Startet', 'Varighet', 'Resultat', 'Bestilt av'].map((c) =>
                h('th', { key: c, scope: 'col' }, c),
              ),
            ),
          ),
          h(
            'tbody',
            null,
            history.map((e, i) =>
              h(
                'tr',
                { key: i, className: `resultat-${e.outcome}` },
                h('td', null, when(e.startedAt)),
                h('td', null, e.kind === 'rollback' ? '–' : duration(e.durationMs)),
                h(
                  'td',
                  null,
                  outcomeText(e),
                  e.summary &&
                    h(Fragment, null, h('br'), h('span', { className: 'liten' }, e.summary.title)),
                ),
                h('td', null, e.by),
              ),
            ),
          ),
        ),
      )

const CHANGE_TEXT = { changed: 'endret', new: 'ny side', removed: 'fjernet i utkastet' }
const routeName = (route) => (route === '/' ? 'Forsiden (/)' : route)

const ChangedPages = ({ changes }) =>
  changes.length === 0
    ? h('p', null, 'Ingen sider er forskjellige fra det publiserte nettstedet.')
    : h(
        Fragment,
        null,
        h(
          'p',
          null,
          changes.length === 1
            ? 'Én side er forskjellig fra det publiserte nettstedet:'
            : `${changes.length} sider er forskjellige fra det publiserte nettstedet:`,
        ),
        h(
          'ul',
          { className: 'endringer', 'aria-label': 'Sider som endres' },
          changes.map(({ route, change }) =>
            h(
              'li',
              { key: route },
              change === 'removed'
                ? routeName(route)
                : h('a', { href: `${PREVIEW}${route === '/' ? '' : route}` }, routeName(route)),
              ` (${CHANGE_TEXT[change]})`,
            ),
          ),
        ),
      )

const PREVIEW_STATE = {
  idle: 'Ingen forhåndsvisning bygges nå.',
  building: 'Bygger en forhåndsvisning av utkastene.',
  failed: 'Den siste forhåndsvisningen feilet. Det publiserte nettstedet er ikke berørt.',
}

const PreviewSection = ({ preview, token, now }) => {
  const { state, stage, running, pending, last, served } = preview
  const status =
    state === 'building' && stage
      ? `${PREVIEW_STATE.building} Trinn ${stage.step} av ${stage.steps}: ${stage.name}.`
      : PREVIEW_STATE[state]
  return h(
    'section',
    {
      'aria-labelledby': 'forhandsvisning-tittel',
      id: 'forhandsvisning',
      'data-tilstand': state,
      className: `tilstand-${state}`,
    },
    h('h2', { id: 'forhandsvisning-tittel' }, 'Forhåndsvisning'),
    h(
      'p',
      null,
      'Se utkastene fra publiseringsløsningen før de publiseres. Bare innloggede redaktører ser forhåndsvisningen; nettstedet endres ikke.',
    ),
    h('p', { role: 'status', id: 'forhandsvisning-status' }, status),
    state === 'building' &&
      running &&
      h(
        'p',
        null,
        `Startet ${when(running.startedAt)}, har tatt ${duration(now - Date.parse(running.startedAt))}. Bestilt av ${running.by}.`,
      ),
    pending && h('p', null, 'En ny forhåndsvisning står i kø og starter når denne er ferdig.'),
    state === 'failed' &&
      last?.summary &&
      h(
        'div',
        { className: 'feilboks' },
        h('h3', null, last.summary.title),
        h(FaultList, { summary: last.summary }),
        h('p', null, last.summary.advice),
      ),
    last?.ok &&
      h(
        'p',
        null,
        `Siste forhåndsvisning: ${when(last.finishedAt)}, tok ${duration(last.durationMs)}. Bestilt av ${last.by}.`,
      ),
    served &&
      h(
        Fragment,
        null,
        h(
          'p',
          null,
          h(
            'a',
            { href: PREVIEW, className: 'knapp sekundaer' },
            `Åpne forhåndsvisningen fra ${when(served.builtAt)}`,
          ),
        ),
        served.changes
          ? h(ChangedPages, { changes: served.changes })
          : h('p', null, 'Ingen versjon er publisert ennå, så det er ingenting å sammenligne med.'),
      ),
    h(
      'form',
      { method: 'post', action: `${PAGE}/forhandsvis` },
      tokenField(token),
      h('button', { type: 'submit' }, 'Forhåndsvis utkast'),
    ),
  )
}

export const noPreviewPage = ({ editor, token }) =>
  document(
    'Ingen forhåndsvisning',
    h(
      Fragment,
      null,
      h(Header, { editor, token }),
      h(
        'main',
        { className: 'smal' },
        h('h1', null, 'Ingen forhåndsvisning ennå'),
        h(
          'p',
          null,
          'Det er ikke laget noen forhåndsvisning av utkastene. Trykk «Forhåndsvis utkast» på publiseringssiden.',
        ),
        h('a', { className: 'knapp', href: PAGE }, 'Til publiseringssiden'),
      ),
    ),
  )

export const publishPage = (view, { editor, token }, message) =>
  document(
    'Publisering',
    h(
      Fragment,
      null,
      h(Header, { editor, token }),
      h(
        'main',
        null,
        h('h1', null, 'Publisering'),
        MESSAGES[message] && h('p', { className: 'melding', role: 'status' }, MESSAGES[message]),
        h(NowSection, { view }),
        h(
          'section',
          { 'aria-labelledby': 'live-tittel', id: 'publisert' },
          h('h2', { id: 'live-tittel' }, 'Publisert nå'),
          view.live
            ? h(
                'p',
                null,
                `Versjonen fra ${when(view.live.builtAt, 'medium')} har vært publisert siden ${when(view.live.since)}.`,
              )
            : h('p', null, 'Ingen versjon er publisert ennå.'),
          h(
            'div',
            { className: 'handlinger' },
            h(
              'a',
              { className: 'knapp', href: `${PAGE}/bekreft?handling=publiser` },
              'Publiser nå',
            ),
            view.canRollBack &&
              h(
                'a',
                { className: 'knapp sekundaer', href: `${PAGE}/bekreft?handling=tilbake` },
                'Gå tilbake til forrige versjon',
              ),
          ),
        ),
        view.preview && h(PreviewSection, { preview: view.preview, token, now: view.now }),
        h(
          'section',
          { 'aria-labelledby': 'historikk-tittel', id: 'historikk' },
          h('h2', { id: 'historikk-tittel' }, 'Siste bygginger'),
          h(History, { history: view.history }),
        ),
      ),
    ),
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
const RollbackDetails = ({ view }) =>
  h(
    Fragment,
    null,
    view.live &&
      view.previous &&
      h(
        'dl',
        { className: 'versjoner' },
        h('dt', null, 'Publisert nå'),
        h('dd', null, `Versjonen bygget ${when(view.live.builtAt, 'medium')}`),
        h('dt', null, 'Publisert etterpå'),
        h('dd', null, `Versjonen bygget ${when(view.previous.builtAt, 'medium')}`),
      ),
    view.state === 'building' &&
      h(
        'p',
        { className: 'feil' },
        'En bygging pågår. Tilbakestillingen venter til den er ferdig. Blir den publisert, gjøres ingenting, så det den fjernet, kommer ikke tilbake; du ser det i historikken.',
      ),
  )

/** The versions a rollback was confirmed for: it does nothing if another is live by then. */
const RollbackFields = ({ view }) =>
  h(
    Fragment,
    null,
    h('input', { type: 'hidden', name: 'fra', value: view.live?.id ?? '' }),
    h('input', { type: 'hidden', name: 'til', value: view.previous?.id ?? '' }),
  )

export const confirmPage = (action, { editor, token }, view) => {
  const c = CONFIRM[action]
  return document(
    c.title,
    h(
      Fragment,
      null,
      h(Header, { editor, token }),
      h(
        'main',
        { className: 'smal' },
        h('h1', null, c.title),
        h('p', null, c.text),
        action === 'tilbake' && h(RollbackDetails, { view }),
        h(
          'form',
          { method: 'post', action: `${PAGE}/${action}` },
          tokenField(token),
          action === 'tilbake' && h(RollbackFields, { view }),
          h(
            'div',
            { className: 'handlinger' },
            h('button', { type: 'submit' }, c.button),
            h('a', { className: 'knapp sekundaer', href: PAGE }, 'Avbryt'),
          ),
        ),
      ),
    ),
  )
}
