// npm run bench:search: the search indexes' sizes as nginx sends them, and the header's
// search as you type timed on a phone profile (bench/lib/search-keys.mjs), on a build:
//   node bench/search.mjs [<public dir>]      (default: public)
// Writes bench/results/search-<time>.{md,json} and prints the Markdown.
import fs from 'node:fs'
import path from 'node:path'
import { searchKeys } from './lib/search-keys.mjs'
import { searchWeight } from './lib/weight.mjs'
import { searchTable } from './lib/report.mjs'
import { ROOT } from './lib/workspace.mjs'

const publicDir = path.resolve(process.argv[2] ?? path.join(ROOT, 'public'))
const results = { date: new Date().toISOString(), search: searchWeight(publicDir) }
results.searchKeys = await searchKeys(publicDir)
const stamp = results.date.replace(/[:.]/g, '-')
const markdown = [`# Search (${results.date})`, '', ...searchTable(results)].join('\n')
const dir = path.join(ROOT, 'bench/results')
fs.mkdirSync(dir, { recursive: true })
fs.writeFileSync(path.join(dir, `search-${stamp}.json`), JSON.stringify(results, null, 2))
fs.writeFileSync(path.join(dir, `search-${stamp}.md`), `${markdown}\n`)
console.log(markdown)
