// What a build is doing now, and what an editor must mend when one failed.
import { createElement as h } from 'react'
import { duration, stateText, when } from './parts.mjs'

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
