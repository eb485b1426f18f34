// What the servers send is what the build compressed: every text file of each test build
// from 1 KiB up has a brotli and a gzip copy beside it that decodes to its bytes, the
// files the plugins write last (the service worker, the sitemap) included; smaller ones
// have none, and no copy is left of a file the build no longer has.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { createRequire } from 'node:module'
import zlib from 'node:zlib'

const { BUILD_OWN_FILES } = createRequire(import.meta.url)('../../src/contract/reserved-paths.js')
const own = new Set(BUILD_OWN_FILES.map((file) => file.replace(/^\//, '')))

const BUILDS = ['public', 'public-local-118', 'public-partner-178']
const TEXT = /\.(html|js|mjs|css|json|svg|xml|ics|txt|map|webmanifest)$/
// Smaller files get no copies (MIN_BYTES in src/pipeline/compress/precompress.ts).
const MIN_BYTES = 1024

const filesOf = (root) =>
  fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))

describe('the precompressed build', () => {
  for (const root of BUILDS)
    it(`${root}: every text file from 1 KiB up has a .br and a .gz beside it that decode to its bytes, smaller ones none`, () => {
      const files = filesOf(root)
      const size = (f) => fs.statSync(path.join(root, f)).size
      // The build's own files (the bundle report, the header list) are never served, so
      // they get no copies: a stale copy of one would be the only way to reach it.
      const ownCopies = files.filter(
        (f) => own.has(f.replace(/\.(br|gz)$/, '')) && f !== f.replace(/\.(br|gz)$/, ''),
      )
      assert.deepEqual(ownCopies, [], "the build's own files have no copies")
      const texts = files.filter((f) => TEXT.test(f) && size(f) >= MIN_BYTES && !own.has(f))
      assert.ok(texts.length > 300, `${texts.length} text files`)
      const small = files.filter((f) => TEXT.test(f) && size(f) < MIN_BYTES && !own.has(f))
      assert.ok(small.length > 0, "the build has small text files (a showing's calendar)")
      const copied = small.filter((f) => files.includes(`${f}.br`) || files.includes(`${f}.gz`))
      assert.deepEqual(copied, [], 'small files have no copies')
      for (const written of ['sw.js', 'sitemap-0.xml', 'rss.xml', 'index.html'])
        assert.ok(texts.includes(written), `${written} is in the build`)
      const wrong = texts.filter((file) => {
        const raw = fs.readFileSync(path.join(root, file))
        const read = (suffix) => fs.readFileSync(path.join(root, file + suffix))
        try {
          return !(
            zlib.brotliDecompressSync(read('.br')).equals(raw) &&
            zlib.gunzipSync(read('.gz')).equals(raw)
          )
        } catch {
          return true
        }
      })
      assert.deepEqual(wrong, [])
      const orphans = files.filter(
        (f) => /\.(br|gz)$/.test(f) && !files.includes(f.replace(/\.(br|gz)$/, '')),
      )
      assert.deepEqual(orphans, [])
    })
})
