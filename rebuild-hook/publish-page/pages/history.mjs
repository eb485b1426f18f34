// The releases published so far, each with who, when, how long and how it went.
import { createElement as h, Fragment } from 'react'
import { duration, when } from './parts.mjs'

export const MESSAGES = {
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

export const History = ({ history }) =>
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
