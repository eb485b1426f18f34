// The publish page itself: now, publishing, rolling back, what is planned, the preview,
// the history, and who did what.
import { createElement as h, Fragment } from 'react'
import { document, Header, when } from './parts.mjs'
import { History, MESSAGES } from './history.mjs'
import { NowSection } from './now.mjs'
import { PlannedSection } from './planned.mjs'
import { AuditSection } from './audit.mjs'
import { ChangeList } from './changes.mjs'
import { PreviewSection } from './preview.mjs'
import { PAGE } from '../page-paths.mjs'

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
          view.live &&
            h(
              Fragment,
              null,
              h('h3', null, 'Hva denne versjonen endret for de besøkende'),
              h(ChangeList, {
                changes: view.changes,
                siteUrl: view.siteUrl,
                none: 'Ingen sider ble lagt til, fjernet eller endret.',
              }),
            ),
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
        view.planned && h(PlannedSection, { planned: view.planned }),
        view.preview && h(PreviewSection, { preview: view.preview, token, now: view.now }),
        h(
          'section',
          { 'aria-labelledby': 'historikk-tittel', id: 'historikk' },
          h('h2', { id: 'historikk-tittel' }, 'Siste bygginger'),
          h(History, { history: view.history }),
        ),
        view.audit && h(AuditSection, { audit: view.audit }),
      ),
    ),
    { script: true },
  )
