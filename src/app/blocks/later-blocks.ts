// Blocks that only show what the content says (an article, the age-limit table, the label
// guide, cards of contact details, a link to the library, a poster, the newsletter link): the build
// renders them into the HTML, and the browser fetches their code only after hydration, on
// the pages that have them (hydrateLater), so that it is in no page's first load.
// Interactive blocks and the programme stay in the page bundle.
import { hydrateLater } from '../../components/ui/hydrate-later'
import type * as AgeLimitsModule from './AgeLimits'
import type * as ArticleModule from './Article'
import type * as LibraryRedirectModule from './LibraryRedirect'
import type * as ManualCardListModule from './ManualCardList'
import type * as NewsletterSubscribeModule from './NewsletterSubscribe'
import type * as PosterModule from './Poster'
import type * as ShowingLabelGuideModule from './ShowingLabelGuide'

type Modules = {
  AgeLimits: typeof AgeLimitsModule.AgeLimits
  Article: typeof ArticleModule.Article
  LibraryRedirect: typeof LibraryRedirectModule.LibraryRedirect
  ManualCardList: typeof ManualCardListModule.ManualCardList
  NewsletterSubscribe: typeof NewsletterSubscribeModule.NewsletterSubscribe
  Poster: typeof PosterModule.Poster
  ShowingLabelGuide: typeof ShowingLabelGuideModule.ShowingLabelGuide
}

// webpack replaces process.env.BUILD_STAGE with the stage's name, so the condition is
// constant and the require() calls are compiled only into the HTML renderer's bundle.
/* eslint-disable @typescript-eslint/no-require-imports */
const onServer: Modules | undefined =
  process.env.BUILD_STAGE === 'build-html' || process.env.BUILD_STAGE === 'develop-html'
    ? {
        AgeLimits: (require('./AgeLimits') as typeof AgeLimitsModule).AgeLimits,
        Article: (require('./Article') as typeof ArticleModule).Article,
        LibraryRedirect: (require('./LibraryRedirect') as typeof LibraryRedirectModule)
          .LibraryRedirect,
        ManualCardList: (require('./ManualCardList') as typeof ManualCardListModule).ManualCardList,
        NewsletterSubscribe: (require('./NewsletterSubscribe') as typeof NewsletterSubscribeModule)
          .NewsletterSubscribe,
        Poster: (require('./Poster') as typeof PosterModule).Poster,
        ShowingLabelGuide: (require('./ShowingLabelGuide') as typeof ShowingLabelGuideModule)
          .ShowingLabelGuide,
      }
    : undefined
/* eslint-enable @typescript-eslint/no-require-imports */

export const AgeLimits = hydrateLater(
  () => import('./AgeLimits').then((m) => m.AgeLimits),
  onServer?.AgeLimits,
)
export const Article = hydrateLater(
  () => import('./Article').then((m) => m.Article),
  onServer?.Article,
)
export const LibraryRedirect = hydrateLater(
  () => import('./LibraryRedirect').then((m) => m.LibraryRedirect),
  onServer?.LibraryRedirect,
)
export const ManualCardList = hydrateLater(
  () => import('./ManualCardList').then((m) => m.ManualCardList),
  onServer?.ManualCardList,
)
export const ShowingLabelGuide = hydrateLater(
  () => import('./ShowingLabelGuide').then((m) => m.ShowingLabelGuide),
  onServer?.ShowingLabelGuide,
)
export const NewsletterSubscribe = hydrateLater(
  () => import('./NewsletterSubscribe').then((m) => m.NewsletterSubscribe),
  onServer?.NewsletterSubscribe,
)
export const Poster = hydrateLater(() => import('./Poster').then((m) => m.Poster), onServer?.Poster)
