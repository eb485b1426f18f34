// One link for menus, cards and content: internal paths navigate client-side with Gatsby's
// Link; external links are marked as such, and say so to screen readers when they open a
// new window.
import { Link } from 'gatsby'
import type { ReactNode } from 'react'
import { LOCALE_ROOTS } from '../../contract'
import { usePathname } from '../page-context/PageLocation'
import { useWords } from '../page-context/PageLanguage'

type Props = {
  /** Where to; without it (a record no page shows) the text is shown without a link. */
  href: string | undefined
  children: ReactNode
  newWindow?: boolean
  className?: string
}

export const isExternal = (href: string) => /^https?:\/\//.test(href)

const trim = (path: string) => path.replace(/\/+$/, '') || '/'

/** Whether the page is the link's target or below it: /kino is active on /kino and on
 * /kino/x, but not on /kinoklubb (Gatsby's partiallyActive would mark that too). A front
 * page (/, /en) is a page, not a section. */
export const isInSection = (pathname: string, href: string): boolean => {
  const page = trim(pathname)
  const target = trim(href.split(/[?#]/)[0] ?? href)
  return page === target || (!FRONT_PAGES.has(target) && page.startsWith(`${target}/`))
}

const FRONT_PAGES = new Set(Object.values(LOCALE_ROOTS))

export const SmartLink = ({ href, children, newWindow = false, className }: Props) => {
  const pathname = usePathname()
  const text = useWords()
  if (!href) return <span className={className}>{children}</span>
  if (!isExternal(href)) {
    const active = isInSection(pathname, href)
    // The page itself is "page"; a page below it (a film under /kino) is in its section.
    const current = active ? (trim(pathname) === trim(href) ? 'page' : 'true') : undefined
    return (
      <Link
        to={href}
        className={[className, active && 'active'].filter(Boolean).join(' ')}
        aria-current={current}
      >
        {children}
      </Link>
    )
  }
  return (
    <a
      href={href}
      className={className}
      data-external="true"
      {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : { rel: 'noopener' })}
    >
      {children}
      {/* A no-break space: the mark stays with the link's last word, never alone on a line. */}
      <span aria-hidden="true">{'\u00a0↗'}</span>
      <span className="visually-hidden">
        {newWindow ? text.externalNewWindow : text.externalPage}
      </span>
    </a>
  )
}
