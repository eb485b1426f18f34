// Who did what: the last 100 entries of the audit log (audit-log.mjs), newest first, the
// whole log as CSV, and, when the log could not be written, that it could not.
import { createElement as h } from 'react'
import { when } from './parts.mjs'
import { PAGE } from '../page-paths.mjs'
import { builtAt } from '../../releases/releases.mjs'

const ACTIONS = {
  login: 'Innlogging',
  logout: 'Utlogging',
  publish: 'Publiser nå',
  build: 'Bygging',
  preview: 'Forhåndsvis utkast',
  'preview-build': 'Forhåndsvisning bygget',
  rollback: 'Tilbake til forrige versjon',
  'rollback-finished': 'Tilbakegang etter bygging',
  account: 'Redaktørkonto',
}

const OUTCOMES = {
  login: { ok: 'Logget inn', failed: 'Feil brukernavn eller passord', throttled: 'Sperret' },
  build: { ok: 'Publisert', failed: 'Feilet', interrupted: 'Avbrutt' },
  'preview-build': { ok: 'Ferdig', failed: 'Feilet' },
  rollback: {
    ok: 'Gikk tilbake',
    queued: 'Venter på bygging',
    none: 'Ingen tidligere versjon',
    refused: 'Webserveren godtok den ikke',
    changed: 'Ikke gjort: en annen versjon var publisert',
    failed: 'Feilet',
  },
}
OUTCOMES['rollback-finished'] = OUTCOMES.rollback
const COMMON = { ok: 'Utført', requested: 'Bestilt' }

const outcomeText = ({ action, outcome }) =>
  OUTCOMES[action]?.[outcome] ?? COMMON[outcome] ?? outcome

/** What an entry concerns; a release by when it was built, as the page names versions. */
const concernsText = (concerns) => {
  const built = builtAt(concerns)
  return built ? `Versjonen fra ${when(built, 'medium')}` : concerns || '–'
}

export const AuditSection = ({ audit }) =>
  h(
    'section',
    { 'aria-labelledby': 'logg-tittel', id: 'logg' },
    h('h2', { id: 'logg-tittel' }, 'Hvem gjorde hva'),
    audit.failure &&
      h(
        'p',
        { className: 'feilboks', role: 'alert' },
        `Loggen kunne ikke skrives ${when(audit.failure.at)}: ${audit.failure.message}. Det som skjedde etter det, mangler i loggen til feilen er rettet. Si fra til den som drifter nettstedet.`,
      ),
    audit.latest.length === 0
      ? h('p', null, 'Ingenting er logget ennå.')
      : h(
          'div',
          {
            className: 'tabell',
            tabIndex: 0,
            role: 'region',
            'aria-label': 'Loggen, kan rulles sidelengs',
          },
          h(
            'table',
            null,
            h('caption', null, 'De siste 100 hendelsene, nyeste først'),
            h(
              'thead',
              null,
              h(
                'tr',
                null,
                ['Tid', 'Hvem', 'Fra adresse', 'Hva', 'Gjelder', 'Resultat'].map((c) =>
                  h('th', { key: c, scope: 'col' }, c),
                ),
              ),
            ),
            h(
              'tbody',
              null,
              audit.latest.map((e, i) =>
                h(
                  'tr',
                  { key: i },
                  h('td', null, when(e.at)),
                  h('td', null, e.who || '–'),
                  h('td', null, e.client || '–'),
                  h('td', null, ACTIONS[e.action] ?? e.action),
                  h('td', null, concernsText(e.concerns)),
                  h('td', null, outcomeText(e)),
                ),
              ),
            ),
          ),
        ),
    h(
      'p',
      null,
      h(
        'a',
        { href: `${PAGE}/logg.csv`, download: 'publiseringslogg.csv' },
        'Last ned hele loggen (CSV)',
      ),
    ),
  )
