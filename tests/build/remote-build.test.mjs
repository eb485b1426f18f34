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

/** Where two texts first part, with what each has there; null when they are equal. */
const firstDifference = (remote, local) => {
  if (remote === local) return null
  let at = 0
  while (remote[at] === local[at]) at++
  const around = (text) => JSON.stringify(text.slice(Math.max(0, at - 60), at + 100))
  return `from character ${at}, remote ${around(remote)}, local ${around(local)}`
}

const { config } = JSON.parse(fs.readFileSync('package.json', 'utf8'))
// The remote records name their pictures on the stand-in's media host, as a CMS does; the
// pages must be the same once that prefix is taken off the data that still carries it.
const MEDIA = `${config.testContentApi}/media`
const asLocal = (text) => text.replaceAll(MEDIA, '')

describe('a build from the remote content APIs', () => {
  it('gives the same pages and data files as a build from content/', () => {
    const remote = pageFiles('public')
    const local = pageFiles('public-local-118')
    assert.ok(remote.length > 100)
    assert.deepEqual(remote, local)
    const differences = remote.flatMap((f) => {
      const difference = firstDifference(
        asLocal(fs.readFileSync(path.join('public', f), 'utf8')),
        fs.readFileSync(path.join('public-local-118', f), 'utf8'),
      )
      return difference ? [`${f}: ${difference}`] : []
    })
    // Where they differ, and how, for the first few files: a list of names alone did not
    // tell whether content, the renderer or the page's policy made the difference.
    assert.equal(
      differences.length,
      0,
      `${differences.length} files differ:\n${differences.slice(0, 3).join('\n')}`,
    )
  })

  it('serves the same processed pictures, downloaded from the media host', () => {
    const images = (root) => fs.readdirSync(path.join(root, 'static/img')).sort()
    assert.ok(images('public').length > 300)
    assert.deepEqual(images('public'), images('public-local-118'))
    const html = fs.readFileSync('public/kino/index.html', 'utf8')
    assert.doesNotMatch(html, /\/media\//, 'no page loads a picture from the media host')
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

describe('pictures that cannot be shown', () => {
  it('are build warnings naming the file, the record and the field', () => {
    const log = fs.readFileSync('test-results/build-178.log', 'utf8').replace(/\s+/g, ' ')
    assert.match(
      log,
      /Image: [^ ]*articles\/trailer-og-pressebilde\.json: record "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", field "content": not shown \(a placeholder instead\): http:\/\/localhost:8129\/media\/presse\/finnes-ikke\.jpg answered 404/,
    )
  })
})
