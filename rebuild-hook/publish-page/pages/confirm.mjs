// The page that asks an editor to confirm a publish or a rollback, saying what it does.
import { createElement as h, Fragment } from 'react'
import { document, Header, tokenField, when } from './parts.mjs'
import { PAGE } from '../page-paths.mjs'
import { ChangeList } from './changes.mjs'

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
    view.live &&
      view.previous &&
      h(
        Fragment,
        null,
        h('h2', null, 'Dette endres for de besøkende'),
        h(ChangeList, {
          changes: view.rollbackChanges,
          siteUrl: view.siteUrl,
          none: 'Ingen sider blir lagt til, fjernet eller endret.',
        }),
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
