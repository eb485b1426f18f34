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

type Modules = typeof AgeLimitsModule &
  typeof ArticleModule &
  typeof LibraryRedirectModule &
  typeof ManualCardListModule &
  typeof NewsletterSubscribeModule &
  typeof PosterModule &
  typeof ShowingLabelGuideModule

// webpack replaces process.env.BUILD_STAGE with the stage's name, so the condition is
// constant and the require() calls are compiled only into the HTML renderer's bundle.
/* eslint-disable @typescript-eslint/no-require-imports */
const onServer =
  process.env.BUILD_STAGE === 'build-html' || process.env.BUILD_STAGE === 'develop-html'
    ? ({
        ...require('./AgeLimits'),
        ...require('./Article'),
        ...require('./LibraryRedirect'),
        ...require('./ManualCardList'),
        ...require('./NewsletterSubscribe'),
        ...require('./Poster'),
        ...require('./ShowingLabelGuide'),
      } as Modules)
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
