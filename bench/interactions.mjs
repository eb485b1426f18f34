// npm run bench:interactions: INP of five presses on /kino on a phone profile, against the
// same presses on a floor page (bench/lib/interactions.mjs), on a build:
//   node bench/interactions.mjs [<public dir>]      (default: public)
// Writes bench/results/interactions-<time>.{md,json} and prints the Markdown.
import fs from 'node:fs'
import path from 'node:path'
import { interactions } from './lib/interactions.mjs'
import { interactionsTable } from './lib/report.mjs'
import { ROOT } from './lib/workspace.mjs'

const publicDir = path.resolve(process.argv[2] ?? path.join(ROOT, 'public'))
const results = { date: new Date().toISOString(), inp: await interactions(publicDir) }
const stamp = results.date.replace(/[:.]/g, '-')
const markdown = [`# Interactions (${results.date})`, '', ...interactionsTable(results.inp)].join(
  '\n',
)
const dir = path.join(ROOT, 'bench/results')
fs.mkdirSync(dir, { recursive: true })
fs.writeFileSync(path.join(dir, `interactions-${stamp}.json`), JSON.stringify(results, null, 2))
fs.writeFileSync(path.join(dir, `interactions-${stamp}.md`), `${markdown}\n`)
console.log(markdown)
