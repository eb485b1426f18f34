// The preview of the CMS's drafts: its state, the pages it changes, the cuts of each
// picture it changes, and the page shown before there is one.
import { createElement as h, Fragment } from 'react'
import {
  BuildSection,
  document,
  duration,
  Header,
  runningLine,
  stateText,
  tokenField,
  when,
} from './parts.mjs'
import { FaultList } from './now.mjs'
import { PAGE, PREVIEW } from '../page-paths.mjs'

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

// The cuts as an editor knows them: where each is shown.
const CUT_NAME = {
  hero: 'Toppbilde (2:1)',
  card: 'Kort (16:9)',
  poster: 'Plakat (2:3)',
  og: 'Deling i sosiale medier',
}
const PICTURE_CHANGE = { new: 'nytt bilde', cut: 'ny fil eller nytt fokuspunkt' }
const placeText = ({ record, field }) => `«${record}», feltet «${field}»`

/** Each picture that differs from the live site's, with every cut the preview made of it
 * side by side (served from the preview, so only editors see them). */
const ChangedPictures = ({ pictures }) =>
  pictures.length > 0 &&
  h(
    Fragment,
    null,
    h('h3', null, `Bilder som endres (${pictures.length})`),
    h(
      'p',
      null,
      'Slik blir hvert bilde skåret til der det vises. Ser et utsnitt galt ut, flytt fokuspunktet («focus») i posten og forhåndsvis igjen.',
    ),
    h(
      'ul',
      { className: 'bilder' },
      pictures.map((picture) =>
        h(
          'li',
          { key: picture.url },
          h(
            'p',
            null,
            h('strong', null, picture.url),
            ` (${PICTURE_CHANGE[picture.change]}), brukt i ${picture.places.map(placeText).join('; ')}.`,
          ),
          h(
            'div',
            { className: 'utsnitt' },
            picture.cuts.map((cut) =>
              h(
                'figure',
                { key: cut.usage },
                h('img', {
                  src: `${PREVIEW}${cut.src}`,
                  width: cut.width,
                  height: cut.height,
                  loading: 'lazy',
                  alt: `${CUT_NAME[cut.usage]}: utsnittet av ${picture.url}`,
                }),
                h('figcaption', null, CUT_NAME[cut.usage]),
              ),
            ),
          ),
        ),
      ),
    ),
  )

const PREVIEW_STATE = {
  idle: 'Ingen forhåndsvisning bygges nå.',
  building: 'Bygger en forhåndsvisning av utkastene.',
  failed: 'Den siste forhåndsvisningen feilet. Det publiserte nettstedet er ikke berørt.',
}

export const PreviewSection = ({ preview, token, now }) => {
  const { state, stage, running, pending, last, served } = preview
  const status = stateText(PREVIEW_STATE, state, stage)
  return h(
    BuildSection,
    { id: 'forhandsvisning', title: 'Forhåndsvisning', state },
    h(
      'p',
      null,
      'Se utkastene fra publiseringsløsningen før de publiseres. Bare innloggede redaktører ser forhåndsvisningen; nettstedet endres ikke.',
    ),
    h('p', { role: 'status', id: 'forhandsvisning-status' }, status),
    state === 'building' && running && runningLine(running, now),
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
        served.pictures && h(ChangedPictures, { pictures: served.pictures }),
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
