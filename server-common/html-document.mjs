// A whole HTML page rendered by React on the server (renderToStaticMarkup), for the pages
// the Node servers answer themselves: the publish page and the stand-in's checkout. React
// escapes every value; the head gets the charset, the viewport and the title, then `head`.
import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

export const htmlDocument = ({ title, head = null, body }) =>
  '<!doctype html>' +
  renderToStaticMarkup(
    h(
      'html',
      { lang: 'nb' },
      h(
        'head',
        null,
        h('meta', { charSet: 'utf-8' }),
        h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
        h('title', null, title),
        head,
      ),
      h('body', null, body),
    ),
  )
