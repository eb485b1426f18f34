// One link for menus, cards and content: internal paths navigate client-side with Gatsby's
// Link; external links are marked as such, and say so to screen readers when they open a
// new window.
import { Link } from 'gatsby'
import type { ReactNode } from 'react'

type Props = {
  href: string
  children: ReactNode
  newWindow?: boolean
  className?: string
}

export const isExternal = (href: string) => /^https?:\/\//.test(href)

export const SmartLink = ({ href, children, newWindow = false, className }: Props) => {
  if (!isExternal(href)) {
    return (
      <Link to={href} className={className} activeClassName="active" partiallyActive={href !== '/'}>
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
      <span aria-hidden="true"> ↗</span>
      <span className="visually-hidden">
        {newWindow ? ' (ekstern side, åpnes i nytt vindu)' : ' (ekstern side)'}
      </span>
    </a>
  )
}
