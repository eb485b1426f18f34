import '@testing-library/jest-dom'
import { configure } from '@testing-library/react'

// findBy… and waitFor wait as long as the saga store's `until`, not Testing Library's 1 s:
// the unit tests run beside the test builds on two cores (src/testing/wait-limit.ts).
import { WAIT_LIMIT_MS } from './src/testing/wait-limit'

configure({ asyncUtilTimeout: WAIT_LIMIT_MS })

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
