import '@testing-library/jest-dom'

// A member's session that is not remembered lives in sessionStorage
// (src/session/session-storage.ts): each test starts in a fresh window.
afterEach(() => {
  if (typeof window !== 'undefined') window.sessionStorage.clear()
})

// A component rendered on its own is on a Norwegian page, as the site's pages are unless
// translated (a page's template provides its language: src/app/BlockPage.tsx).
import { setLanguageOutsideAPage } from './src/components/page-context/PageLanguage'
import { NB_WORDS } from './src/pipeline/plan/norwegian-words'

setLanguageOutsideAPage({ locale: 'nb', alternates: {}, words: NB_WORDS })
