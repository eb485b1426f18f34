// What a release changes for a visitor: the pages that appear, disappear or change, each
// linked on the site, and a changed page's title and text with the changed words marked
// (release-changes.mjs). On the page for the live release, and in a rollback's
// confirmation for going back.
import { createElement as h, Fragment } from 'react'

const KIND = { page: 'side', article: 'artikkel', production: 'forestilling' }

const link = (siteUrl, { path, title, kind }) =>
  h(
    Fragment,
    null,
    h('a', { href: `${siteUrl}${path}` }, title || path),
    ` (${KIND[kind] ?? kind}, ${path})`,
  )

// How a changed word is marked, and what a screen reader says of it.
const MARKS = { added: ['ins', 'lagt til'], removed: ['del', 'fjernet'] }

/** The words of a change, with what went and what came marked, and said for a screen reader. */
const Words = ({ words }) =>
  h(
    'p',
    { className: 'ordendring' },
    words.map((w, i) => {
      if (!w.change) return w.text
      const [tag, said] = MARKS[w.change]
      return h(
        tag,
        { key: i },
        h('span', { className: 'skjult' }, `[${said}: `),
        w.text,
        h('span', { className: 'skjult' }, ']'),
      )
    }),
  )

const List = ({ title, items, siteUrl, words = false }) =>
  items.length > 0 &&
  h(
    Fragment,
    null,
    h('h3', null, `${title} (${items.length})`),
    h(
      'ul',
      { className: 'endringer' },
      items.map((item) =>
        h(
          'li',
          { key: item.path },
          link(siteUrl, item),
          words && item.words && h(Words, { words: item.words }),
        ),
      ),
    ),
  )

/** changes: { added, removed, changed } or null when not known. */
export const ChangeList = ({ changes, siteUrl, none }) => {
  if (!changes) return h('p', null, 'Hva som endres, er ikke kjent for denne versjonen.')
  const { added, removed, changed } = changes
  if (added.length + removed.length + changed.length === 0) return h('p', null, none)
  return h(
    Fragment,
    null,
    h(List, { title: 'Nye sider', items: added, siteUrl }),
    h(List, { title: 'Sider som forsvinner', items: removed, siteUrl }),
    h(List, { title: 'Sider som endres', items: changed, siteUrl, words: true }),
  )
}
