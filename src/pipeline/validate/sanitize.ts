// Editor and CMS HTML is cleaned at build time with an allow-list, so what reaches the page
// can hold text, headings, lists, links, images and tables, and nothing that runs: no
// scripts, no event-handler attributes, no javascript: URLs, no inline styles, and no
// iframes except video players from known hosts. External links open safely.
import sanitizeHtml from 'sanitize-html'
import { TRAILER_PLAYERS } from '../../lib/trailer'

/** Where the video players it keeps load from (the same players a trailer plays in): a
 * page's CSP allows those of them the page holds. */
export const VIDEO_PLAYER_ORIGINS = Object.values(TRAILER_PLAYERS).map((p) => p.origin)
const IFRAME_HOSTS = VIDEO_PLAYER_ORIGINS.map((origin) => new URL(origin).hostname)

const isExternal = (href: string) => /^https?:\/\//i.test(href)

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'strong',
    'em',
    'b',
    'i',
    'small',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'iframe',
    'abbr',
    'time',
  ],
  allowedAttributes: {
    // A phrase in another language than the page's says which (WCAG 3.1.2).
    '*': ['lang'],
    a: ['href', 'title', 'rel', 'target', 'hreflang'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    iframe: ['src', 'title', 'width', 'height', 'allowfullscreen'],
    abbr: ['title'],
    time: ['datetime'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  // Images are downloaded and processed at build time (src/pipeline/images), so an http
  // picture is never loaded by a visitor's browser; players are loaded, so https only.
  allowedSchemesByTag: { img: ['https', 'http'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: IFRAME_HOSTS,
  // Text inside removed tags such as <script> and <style> goes too, not only the tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? ''
      if (!isExternal(href)) {
        const { rel, target, ...rest } = attribs
        return { tagName, attribs: rest }
      }
      return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: attribs.loading ?? 'lazy' },
    }),
  },
  // An iframe whose src was refused (unknown host) is dropped whole, not left empty.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
}

export const sanitizeContentHtml = (html: string): string => sanitizeHtml(html, OPTIONS)
