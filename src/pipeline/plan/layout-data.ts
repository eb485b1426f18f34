// What every page's header and footer need, and nothing more.
import type { ImageCatalogue } from '../../contract/images'
import { LANGUAGE_LINK_ID, type LayoutData } from '../../contract/layout'
import { LOCALE_ROOTS, type Locale } from '../../contract/locale'
import type { MenuItem } from '../../contract/records/content'
import { NB_TEXT } from '../../contract/ui-text'
import { NB_WORDS } from './norwegian-words'
import { ENGLISH_TEXT } from './english-text'
import { shareImage } from '../images/share'
import { headerMenuEntries } from './header-menu'
import type { Content } from '../validate/validate'
import { absoluteUrl, NO_LINKS, type RecordLinks } from './record-links'

const byOrder = <T extends { order: number }>(items: T[]) =>
  [...items].sort((a, b) => a.order - b.order)

/** A logo's shape (width / height), from the drawing itself; the shipped logos' if unknown. */
const aspectOf = (images: ImageCatalogue, src: string) => {
  const vector = images[src]?.vector
  return vector ? vector.width / vector.height : 440 / 120
}

/** The article the cookie dialog links to for more about cookies. */
export const COOKIE_ARTICLE_SLUG = 'info-om-cookies'

export const layoutData = (
  content: Content,
  siteUrl: string,
  images: ImageCatalogue = {},
  links: RecordLinks = NO_LINKS,
  /** The build's clock: the programme is as of then. */
  programmeAt?: Date,
): LayoutData => {
  const { site } = content
  const cookieArticle = content.articles.find((a) => a.article.slug === COOKIE_ARTICLE_SLUG)
  return {
    site: {
      name: site.name,
      url: siteUrl,
      shortName: site.shortName,
      logo: {
        ...site.logo,
        aspect: aspectOf(images, site.logo.src),
        aspectOnDark: aspectOf(images, site.logo.srcOnDark),
      },
      favicon: site.favicon,
      // Absolute, as Open Graph requires.
      defaultImage: absoluteUrl(siteUrl, shareImage(images)(site.defaultImage)),
      cookieInfoPath: cookieArticle && links.pathOf('article', cookieArticle.article.id),
      ...(programmeAt && { programmeAt: programmeAt.toISOString() }),
      search: site.search,
      municipality: site.municipality,
      // Public ids, loaded only after the visitor consents (src/features/consent).
      analyticsTrackingId: site.analyticsTrackingId,
      pixelId: site.pixelId,
    },
    ...chromeOf(content, 'nb'),
    words: { nb: NB_WORDS, en: ENGLISH_TEXT },
  }
}

/** The header's link to the other language: an item of the menu, so that it stands in the
 * bar or waits in the panel as the others do. The page gives its address (the same page in
 * the other language where there is one). */
const languageItem = (locale: Locale): MenuItem => ({
  id: LANGUAGE_LINK_ID,
  path: LOCALE_ROOTS[locale === 'nb' ? 'en' : 'nb'],
  label: (locale === 'nb' ? NB_TEXT : ENGLISH_TEXT).otherLanguage,
  place: 'header',
  locale,
  order: Number.MAX_SAFE_INTEGER,
  parent: null,
  openInNewWindow: false,
})

/** The header menu and the footer in one language: its own menu and footer records. */
export const chromeOf = (
  content: Content,
  locale: Locale,
): Pick<LayoutData, 'headerMenu' | 'footerMenu' | 'footer'> => {
  const menus = content.menus.filter((m) => m.locale === locale)
  return {
    headerMenu: headerMenuEntries(
      byOrder([...menus.filter((m) => m.place === 'header'), languageItem(locale)]),
    ),
    footerMenu: byOrder(menus.filter((m) => m.place === 'footer')),
    footer: byOrder(content.footer.filter((b) => b.locale === locale)).map((block) => ({
      ...block,
      items: byOrder(block.items),
    })),
  }
}

export type { LayoutData }
