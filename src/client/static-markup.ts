// The browser bundle's stand-in for react-dom/server (webpack-config puts it in its place).
// Only gatsby-plugin-image calls it in the browser: it draws a picture's markup as a string
// when a page arrives by client-side navigation. React's own server renderer is 71 KB (24
// KB gzip) and was fetched and run after every page with a picture, for that one job; this
// renders the same markup for plain HTML elements and function components, and refuses
// anything else (state, classes, SVG, form controls) rather than draw it differently.
// The tests hold its output against React's for the plugin's markup.
import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react'

const VOID = new Set(
  'area base br col embed hr img input link meta param source track wbr'.split(' '),
)
const REFUSED = new Set('svg math select option textarea input'.split(' '))
const NAMES: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  acceptCharset: 'accept-charset',
  httpEquiv: 'http-equiv',
  tabIndex: 'tabindex',
  crossOrigin: 'crossorigin',
  rowSpan: 'rowspan',
}
const BOOLEAN = new Set(
  'allowFullScreen async autoFocus autoPlay controls default defer disabled formNoValidate hidden loop noModule noValidate open playsInline readOnly required reversed itemScope checked multiple muted selected'.split(
    ' ',
  ),
)
const BOOLEANISH = new Set(['contentEditable', 'draggable', 'spellCheck'])
const NOT_ATTRIBUTES = new Set([
  'children',
  'dangerouslySetInnerHTML',
  'suppressHydrationWarning',
  'suppressContentEditableWarning',
])
const UNITLESS = new Set(
  'animationIterationCount aspectRatio borderImageOutset borderImageSlice borderImageWidth columnCount columns flex flexGrow flexPositive flexShrink flexNegative flexOrder gridArea gridRow gridRowEnd gridRowSpan gridRowStart gridColumn gridColumnEnd gridColumnSpan gridColumnStart fontWeight lineClamp lineHeight opacity order orphans tabSize widows zIndex zoom'.split(
    ' ',
  ),
)

const escapeHtml = (text: string) =>
  text.replace(
    /["&'<>]/g,
    (c) => ({ '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' })[c]!,
  )

const styleText = (style: Record<string, unknown>) =>
  Object.entries(style)
    .filter(([, value]) => value != null && typeof value !== 'boolean' && value !== '')
    .map(([name, value]) => {
      const property = name.startsWith('--')
        ? name
        : name
            .replace(/([A-Z])/g, '-$1')
            .toLowerCase()
            .replace(/^ms-/, '-ms-')
      const unprefixed = name.replace(/^(Webkit|Moz|ms|O)([A-Z])/, (_, _p, c: string) =>
        c.toLowerCase(),
      )
      const needsUnit = typeof value === 'number' && value !== 0 && !UNITLESS.has(unprefixed)
      return `${property}:${escapeHtml(String(value).trim())}${needsUnit ? 'px' : ''}`
    })
    .join(';')

const attribute = (name: string, value: unknown): string => {
  if (NOT_ATTRIBUTES.has(name) || value == null) return ''
  if (typeof value === 'function' || typeof value === 'symbol') return ''
  if (name === 'style') {
    const css = styleText(value as Record<string, unknown>)
    return css ? ` style="${css}"` : ''
  }
  const custom = /^(data|aria)-/.test(name)
  if (BOOLEAN.has(name)) return value ? ` ${name.toLowerCase()}=""` : ''
  if (typeof value === 'boolean' && !custom && !BOOLEANISH.has(name)) return ''
  return ` ${NAMES[name] ?? name}="${escapeHtml(String(value))}"`
}

const hostElement = (tag: string, props: Record<string, unknown>): string => {
  if (REFUSED.has(tag)) throw new Error(`static markup does not draw <${tag}>`)
  const attributes = Object.entries(props)
    .map(([name, value]) => attribute(name, value))
    .join('')
  if (VOID.has(tag)) return `<${tag}${attributes}/>`
  const inner = props.dangerouslySetInnerHTML as { __html?: string } | undefined
  return `<${tag}${attributes}>${inner?.__html ?? markupOf(props.children as ReactNode)}</${tag}>`
}

type Component = ((props: object) => ReactNode) & { prototype?: { isReactComponent?: object } }
type Wrapper = {
  $$typeof: symbol
  type?: unknown
  render?: (props: object, ref: null) => ReactNode
}

const componentElement = (type: unknown, props: Record<string, unknown>): string => {
  if (typeof type === 'function') {
    if ((type as Component).prototype?.isReactComponent)
      throw new Error('static markup does not draw class components')
    return markupOf((type as Component)(props))
  }
  const wrapper = type as Wrapper
  if (wrapper.$$typeof === Symbol.for('react.memo')) return componentElement(wrapper.type, props)
  if (wrapper.$$typeof === Symbol.for('react.forward_ref'))
    return markupOf(wrapper.render!(props, null))
  throw new Error('static markup draws only elements and function components')
}

const markupOf = (node: ReactNode): string => {
  if (node == null || typeof node === 'boolean') return ''
  if (typeof node === 'string' || typeof node === 'number') return escapeHtml(String(node))
  if (Array.isArray(node)) return node.map(markupOf).join('')
  if (!isValidElement(node)) throw new Error('static markup draws only elements and text')
  const { type, props } = node as ReactElement<Record<string, unknown>>
  if (type === Fragment) return markupOf(props.children as ReactNode)
  if (typeof type === 'string') return hostElement(type, props)
  return componentElement(type, props)
}

/** React's renderToStaticMarkup, for HTML elements and function components without state. */
export const renderToStaticMarkup = (element: ReactNode): string => markupOf(element)
