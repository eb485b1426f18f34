// What every page's header and footer need, and nothing more.
import type { ImageCatalogue } from '../../contract/images'
import type { LayoutData } from '../../contract/layout'
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
    headerMenu: headerMenuEntries(byOrder(content.menus.filter((m) => m.place === 'header'))),
    footerMenu: byOrder(content.menus.filter((m) => m.place === 'footer')),
    footer: byOrder(content.footer).map((block) => ({ ...block, items: byOrder(block.items) })),
  }
}

export type { LayoutData }
