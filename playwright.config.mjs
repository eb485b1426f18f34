// The browser tests (tests/browser/*.test.mjs) on Playwright Test, with Debian's Chromium
// (tests/browser/fixtures.mjs launches it; these machines download no browser builds).
//   npx playwright test                      every file
//   npx playwright test tests/browser/member.test.mjs -g 'signs up'
//   npx playwright test --shard=1/3          a third of the files, for a CI with more machines
// A failed test leaves its trace and screenshots under test-results/browser/ (open a trace
// with `npx playwright show-trace <its trace.zip>`).
import { defineConfig } from '@playwright/test'

// Files that measure the browser's own work (what it compiles on the main thread, how a
// large answer is parsed) and cannot share the processor: they run after the others, one
// at a time.
const ALONE = ['compile-hints.test.mjs', 'partner-large-answer.test.mjs']
// The longest files (real builds through the rebuild hook, partner faults that wait out the
// app's deadlines, every page's pictures) start first: the workers take files in the
// projects' order, and within a project in the files' alphabetical order. One of these
// started late kept the run going minutes after the rest had ended. The three longest,
// one for each worker, come before the others.
const LONGEST = ['publish-page.test.mjs', 'partner-faults.test.mjs', 'production-publish.test.mjs']
const LONG = [
  'images.test.mjs',
  'pocket.test.mjs',
  'first-screen.test.mjs',
  'accessibility.test.mjs',
  'old-build.test.mjs',
  'site.test.mjs',
]

const SHARDED = process.argv.some((arg) => arg.startsWith('--shard'))

export default defineConfig({
  testDir: 'tests/browser',
  testMatch: '*.test.mjs',
  globalSetup: './tests/browser/global-setup.mjs',
  outputDir: 'test-results/browser',
  // On two cores, three files at a time: much of a browser test is waiting on a server,
  // a build or a page's idle time, and a third file fills it.
  workers: Number(process.env.BROWSER_TEST_WORKERS ?? 3),
  // Within a file the tests run in order, as a visitor's steps do, and share its servers.
  fullyParallel: false,
  // A test that waits for what never comes fails in minutes, not at the end of the run. The
  // files whose tests build the site through the rebuild hook give theirs more.
  timeout: 3 * 60_000,
  // A state a test waits for with expect.poll or a web-first assertion: on a loaded machine
  // a worker's install or a page's later parts take seconds, not milliseconds.
  expect: { timeout: 30_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // The list names each failed test's trace and screenshot, with the command that opens it.
  reporter: 'list',
  use: {
    // A failed test's trace keeps each action with its timing, the console and the network,
    // and the screenshot shows the page at the failure. The DOM at every action and the
    // screencast cost the whole run about a fifth of its time on two cores: for those, run
    // the file again with --trace on.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'longest', testMatch: LONGEST },
    { name: 'long', testMatch: LONG },
    { name: 'browser', testIgnore: [...ALONE, ...LONGEST, ...LONG] },
    {
      name: 'alone',
      testMatch: ALONE,
      // After the others, on a quiet machine. Not when sharded: Playwright runs a project's
      // dependencies whole in every shard that holds one of its tests, so each such shard
      // ran every file and the others none. A shard is a machine's share of the load.
      dependencies: SHARDED ? [] : ['longest', 'long', 'browser'],
      workers: 1,
    },
  ],
})
