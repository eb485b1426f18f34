// What the live release's records plan: each time still to come, in Oslo time, with what
// the build at that time will put out and take down.
import { createElement as h } from 'react'
import { when } from './parts.mjs'

const KIND = {
  page: 'Siden',
  article: 'Artikkelen',
  'menu item': 'Menypunktet',
  'footer block': 'Bunnteksten',
  redirect: 'Omdirigeringen',
}

// A page or an article by its title, as editors know it; anything else by its id or path.
const changeText = ({ change, kind, record, title }) =>
  `${KIND[kind] ?? kind} «${title ?? record}» ${change === 'publish' ? 'publiseres' : 'tas ned'}`

export const PlannedSection = ({ planned }) =>
  h(
    'section',
    { 'aria-labelledby': 'planlagt-tittel', id: 'planlagt' },
    h('h2', { id: 'planlagt-tittel' }, 'Planlagt'),
    planned.length === 0
      ? h(
          'p',
          null,
          'Ingenting er planlagt. En side, artikkel, et menypunkt, en bunntekst eller en omdirigering med «publishAt» eller «unpublishAt» vises her, og nettstedet bygges av seg selv på det tidspunktet.',
        )
      : h(
          'ul',
          { className: 'plan' },
          planned.map(({ at, changes }) =>
            h(
              'li',
              { key: at },
              h('time', { dateTime: at }, when(at)),
              ': ',
              changes.map(changeText).join(', '),
              '.',
            ),
          ),
        ),
  )
