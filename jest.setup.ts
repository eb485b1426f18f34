import '@testing-library/jest-dom'
import { configure } from '@testing-library/react'

// findBy… and waitFor wait up to 5 s, not Testing Library's 1 s: the unit tests run beside
// the build tests on two cores, and there the footer's colour choice, which the layout
// loads after it, once took longer than 1 s to appear (SiteLayout, CI's Node 24 pass). A
// test passes as soon as what it waits for is there; only a failing one waits longer.
configure({ asyncUtilTimeout: 5000 })

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
