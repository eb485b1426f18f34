// npm run bench:repeat-visits: a regular's cold and warm visits of the front page, /kino and
// a film page, service worker on, through the operator's nginx files behind a phone's
// network, against the floor page (bench/lib/repeat-visits.mjs), on one or more builds:
//   node bench/repeat-visits.mjs [--rounds=N] [<name>=<public dir> ...]   (default: this=public,
//   3 rounds)
// Builds made by npm run build expect the partner API on port 8118 (PARTNER_PORT to change).
// Writes bench/results/repeat-visits-<time>.{md,json} and prints the Markdown.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sampleRoutes } from './lib/builds.mjs'
import { writeFloorPage } from './lib/floor-page.mjs'
import { repeatVisits } from './lib/repeat-visits.mjs'
import { repeatVisitsTable } from './lib/report.mjs'
import { ROOT } from './lib/workspace.mjs'

const args = process.argv.slice(2)
const rounds = Number(args.find((a) => a.startsWith('--rounds='))?.slice('--rounds='.length) ?? 3)
const named = args
  .filter((a) => !a.startsWith('--'))
  .map((arg) => {
    const [name, dir] = arg.includes('=') ? arg.split('=') : ['this', arg]
    return { name, publicDir: path.resolve(dir) }
  })
const sites = named.length ? named : [{ name: 'this', publicDir: path.join(ROOT, 'public') }]
const routes = sampleRoutes(sites[0].publicDir).filter(([type]) =>
  ['front page', '/kino', 'film page'].includes(type),
)
const floorDir = await writeFloorPage(path.join(os.tmpdir(), 'kulturhus-bench-floor'))
const results = {
  date: new Date().toISOString(),
  visits: await repeatVisits({
    sites,
    routes,
    floorDir,
    partnerApiPort: Number(process.env.PARTNER_PORT) || 8118,
    rounds,
  }),
}
const stamp = results.date.replace(/[:.]/g, '-')
const markdown = [
  `# Repeat visits (${results.date})`,
  '',
  ...repeatVisitsTable(results.visits),
].join('\n')
const dir = path.join(ROOT, 'bench/results')
fs.mkdirSync(dir, { recursive: true })
fs.writeFileSync(path.join(dir, `repeat-visits-${stamp}.json`), JSON.stringify(results, null, 2))
fs.writeFileSync(path.join(dir, `repeat-visits-${stamp}.md`), `${markdown}\n`)
console.log(markdown)
