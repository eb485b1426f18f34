// Before the browser tests: the test builds (scripts/build-test.mjs), made here when
// one is missing. npm test makes them in a step of their own, which the build tests need
// too; after a change to the site, `npm run build:test` makes them again.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

const BUILDS = [
  'public',
  'public-local-118',
  'public-partner-178',
  'public-today',
  'public-in-40-days',
]

export default function globalSetup() {
  const missing = BUILDS.filter((dir) => !fs.existsSync(`${dir}/index.html`))
  if (missing.length === 0) return
  console.log(`Making the test builds (${missing.join(', ')} missing): a few minutes.`)
  const { status } = spawnSync(process.execPath, ['scripts/build-test.mjs'], { stdio: 'inherit' })
  if (status !== 0) throw new Error('The test builds failed: see the output above.')
}
