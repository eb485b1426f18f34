// What every page's header and footer need (the pipeline's plan/layout-data.ts makes it,
// and is type-checked against this).
import type { FooterBlock, MenuItem, Site } from './records/content'

export type LayoutData = {
  site: Pick<
    Site,
    'name' | 'shortName' | 'favicon' | 'search' | 'municipality' | 'analyticsTrackingId' | 'pixelId'
  > & {
    /** The site's own address, absolute. */
    url: string
    /** The logos, with their shape (width / height) so that they take their room at once. */
    logo: Site['logo'] & { aspect: number; aspectOnDark: number }
    /** Absolute, as Open Graph requires. */
    defaultImage: string
    /** The article the cookie dialog links to, when there is one. */
    cookieInfoPath: string | undefined
  }
  headerMenu: MenuItem[]
  footerMenu: MenuItem[]
  footer: FooterBlock[]
}
