// What scripts/build-test.mjs built: the remote-sourced site equals the local one, and no
// credential the build used appears anywhere in what is published.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'

const files = (root) =>
  fs
    .readdirSync(root, { recursive: true })
    .filter((f) => fs.statSync(path.join(root, f)).isFile())
    .sort()

const pageFiles = (root) =>
  files(root).filter((f) => f.endsWith('.html') || /^page-data[/\\].*\.json$/.test(f))

describe('a build from the remote content APIs', () => {
  it('gives the same pages and data files as a build from content/', () => {
    const remote = pageFiles('public')
    const local = pageFiles('public-local-118')
    assert.ok(remote.length > 100)
    assert.deepEqual(remote, local)
    const differing = remote.filter(
      (f) =>
        !fs
          .readFileSync(path.join('public', f))
          .equals(fs.readFileSync(path.join('public-local-118', f))),
    )
    assert.deepEqual(differing, [])
  })

  it('publishes no credential: no secret, basic-auth value or token in any file', () => {
    const { secrets } = JSON.parse(fs.readFileSync('test-results/build-secrets.json', 'utf8'))
    assert.ok(secrets.length >= 4, 'the build used a token, so there is one to look for')
    const found = []
    for (const root of ['public', 'public-partner-178'])
      for (const f of files(root)) {
        const text = fs.readFileSync(path.join(root, f), 'latin1')
        for (const secret of secrets) if (text.includes(secret)) found.push(`${root}/${f}`)
      }
    assert.deepEqual(found, [])
  })
})
