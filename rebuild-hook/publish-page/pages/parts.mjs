// What every page of the publish page shares: the document around it (noindex, the
// stylesheet, the refresh script while a build runs), the form token, the header with the
// editor and «Logg ut», and times in Oslo's time.
import { createElement as h, Fragment } from 'react'
import { htmlDocument } from '../../../server-common/html-document.mjs'
import { osloDateTime } from '../../../src/lib/oslo-time.mjs'
import { PAGE } from '../page-paths.mjs'

/** A time on the page: «26. nov. 2026, 14:05», or «–» for none. */
export const when = osloDateTime
export const duration = (ms) => {
  if (ms === null || ms === undefined) return '–'
  const s = Math.round(ms / 1000)
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`
}

export const document = (title, body, { script = false } = {}) =>
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
export const tokenField = (token) => h('input', { type: 'hidden', name: 'token', value: token })

export const Header = ({ editor, token }) =>
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

/** What a build's state reads as, with its stage while it builds («Trinn 3 av 7: …»). */
export const stateText = (texts, state, stage) =>
  state === 'building' && stage
    ? `${texts.building} Trinn ${stage.step} av ${stage.steps}: ${stage.name}.`
    : texts[state]

/** A section about one kind of build (the publish's or the preview's): its state on the
 * section for the page's styles and script, and its heading. */
export const BuildSection = ({ id, title, state, children }) =>
  h(
    'section',
    {
      'aria-labelledby': `${id}-tittel`,
      id,
      'data-tilstand': state,
      className: `tilstand-${state}`,
    },
    h('h2', { id: `${id}-tittel` }, title),
    // Spread, as written in place, so that React takes them as fixed children, not a list.
    ...[children].flat(),
  )

/** When the running build started, how long it has taken and who asked for it. */
export const runningLine = (running, now) =>
  h(
    'p',
    null,
    `Startet ${when(running.startedAt)}, har tatt ${duration(now - Date.parse(running.startedAt))}. Bestilt av ${running.by}.`,
  )
