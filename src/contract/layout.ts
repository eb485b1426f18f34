// What every page's header and footer need (the pipeline's plan/layout-data.ts makes it,
// and is type-checked against this).
import type { FooterBlock, MenuItem, Site } from './records/content'
import type { Locale } from './locale'
import type { UiText } from './ui-text'

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
    /** When the build read the programme (ISO): said on the page when it is shown offline. */
    programmeAt?: string
  }
  headerMenu: HeaderMenuEntry[]
  footerMenu: MenuItem[]
  footer: FooterBlock[]
  /** The interface's words in each language (src/contract/ui-text.ts). */
  words: Record<Locale, UiText>
}

/** A link of the header menu. */
export type HeaderLink = Pick<MenuItem, 'id' | 'path' | 'label' | 'openInNewWindow'>

/** The desktop widths from which an item stands in the header bar itself (the theme's
 * lg and wide breakpoints); below them it waits behind «Mer», and on a phone behind «Meny». */
export type InlineFrom = 'lg' | 'wide'

/** A top-level item of the header menu, with the items grouped under it (menu records whose
 * parent it is), in order. */
export type HeaderMenuEntry = HeaderLink & {
  children: HeaderLink[]
  /** From which width it stands in the bar; null: always behind «Mer» (a group, or no room). */
  inlineFrom: InlineFrom | null
}

/** The header menu's link to the same page in the other language (its address is the
 * page's, so the header fills it in). */
export const LANGUAGE_LINK_ID = 'language'
