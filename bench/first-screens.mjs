// npm run bench:first-screens: a regular's first screens (bench/lib/first-screens.mjs)
// on builds made with `npm run build` (they call the stand-in on 8118), side by side:
//   node bench/first-screens.mjs [name=<public dir> ...]      (default: this=public)
// Writes bench/results/first-screens-<time>.{md,json} and prints the Markdown.
import fs from 'node:fs'
import path from 'node:path'
import { firstScreens, firstScreensTable } from './lib/first-screens.mjs'
import { ROOT } from './lib/workspace.mjs'

const builds = process.argv
  .slice(2)
  .filter((a) => a.includes('='))
  .map((a) => {
    const [name, dir] = a.split('=')
    return { name, publicDir: path.resolve(dir) }
  })
if (builds.length === 0) builds.push({ name: 'this', publicDir: path.join(ROOT, 'public') })

const results = await firstScreens(builds)
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const markdown = [
  `# First screens (${new Date().toISOString()})`,
  '',
  'Positions in px from the top of the page; a phone is 390 × 844, a desktop 1440 × 900.',
  '',
  ...firstScreensTable(results),
].join('\n')
const results_dir = path.join(ROOT, 'bench/results')
fs.mkdirSync(results_dir, { recursive: true })
fs.writeFileSync(
  path.join(results_dir, `first-screens-${stamp}.json`),
  JSON.stringify(results, null, 2),
)
fs.writeFileSync(path.join(results_dir, `first-screens-${stamp}.md`), `${markdown}\n`)
console.log(markdown)
