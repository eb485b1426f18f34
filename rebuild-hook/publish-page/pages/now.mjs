// What a build is doing now, and what an editor must mend when one failed.
import { createElement as h } from 'react'
import { BuildSection, runningLine, stateText } from './parts.mjs'

export const FaultList = ({ summary }) =>
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

export const NowSection = ({ view }) => {
  const { state, stage, running, pending, lastFailure, now } = view
  const status = stateText(STATE_TEXT, state, stage)
  return h(
    BuildSection,
    { id: 'na', title: 'Nå', state },
    h('p', { role: 'status', id: 'tilstand' }, status),
    state === 'building' && running && runningLine(running, now),
    view.gathering &&
      h('p', null, 'Byggingen starter om et øyeblikk, så endringer som kommer samtidig, blir med.'),
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
