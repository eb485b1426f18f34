import { graphql, useStaticQuery } from 'gatsby'
import type { LayoutData } from '../../contract'

export const useLayoutData = (): LayoutData =>
  useStaticQuery<{ layoutData: LayoutData }>(graphql`
    query LayoutData {
      layoutData {
        site
        headerMenu
        footerMenu
        footer
        words
      }
    }
  `).layoutData
