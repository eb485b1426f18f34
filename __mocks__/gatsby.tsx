// Gatsby's runtime is not available under Jest: Link becomes a plain anchor and
// navigate a spy, following Gatsby's unit-testing guide.
import React from 'react'

const gatsby = jest.requireActual('gatsby')

export const Link = jest.fn(
  ({
    to,
    activeClassName: _a,
    partiallyActive: _p,
    ...rest
  }: {
    to: string
    activeClassName?: string
    partiallyActive?: boolean
  } & React.AnchorHTMLAttributes<HTMLAnchorElement>) => <a href={to} {...rest} />,
)
export const navigate = jest.fn()
export const graphql = jest.fn()
export const useStaticQuery = jest.fn()
export const withPrefix = (path: string) => path
export default gatsby
