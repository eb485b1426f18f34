// bench/README.md's rule for bench/results/: a report is committed when a document quotes
// it (with its JSON twin), and no other is.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'

const committed = execFileSync('git', ['ls-files', 'bench/results'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .map((file) => path.basename(file))

const documents = [
  'README.md',
  'bench/README.md',
  ...fs
    .readdirSync('docs', { recursive: true })
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join('docs', f)),
]
const quoted = new Set(
  documents.flatMap((doc) =>
    [...fs.readFileSync(doc, 'utf8').matchAll(/bench\/results\/([\w.-]+\.md)/g)].map((m) => m[1]),
  ),
)

describe('bench/results/', () => {
  it('holds every report a document quotes', () => {
    assert.deepEqual(
      [...quoted].filter((report) => !committed.includes(report)),
      [],
    )
  })

  it('holds no report that no document quotes, beyond the JSON twin of one that is', () => {
    const unquoted = committed.filter(
      (file) => !quoted.has(file) && !quoted.has(file.replace(/\.json$/, '.md')),
    )
    assert.deepEqual(unquoted, [])
  })
})
