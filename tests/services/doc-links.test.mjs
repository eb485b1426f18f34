// The README and docs/ are a map of the code: every relative link in them resolves to a
// file in this repository (and every #anchor to a heading of the file it names), and none
// points outside it.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'

const ROOT = path.resolve(import.meta.dirname, '../..')

const markdownFiles = (dir) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) return markdownFiles(full)
        return entry.name.endsWith('.md') ? [full] : []
      })
    : []

const DOCS = [path.join(ROOT, 'README.md'), ...markdownFiles(path.join(ROOT, 'docs'))]

// GitHub's anchors: lower case, punctuation dropped, spaces to hyphens.
const anchorOf = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')

const anchorsIn = (file) =>
  new Set(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => anchorOf(line.replace(/^#+ /, ''))),
  )

/** Relative links outside code: [text](target). */
const linksIn = (file) => {
  const text = fs.readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '')
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1])
    .filter((target) => !/^[a-z]+:/i.test(target))
}

describe('the README and docs/', () => {
  it('find their files', () => assert.ok(DOCS.length >= 1))

  for (const file of DOCS) {
    const name = path.relative(ROOT, file)
    it(`${name}: every relative link resolves inside the repository`, () => {
      for (const link of linksIn(file)) {
        const [target, anchor] = link.split('#')
        const resolved = target ? path.resolve(path.dirname(file), target) : file
        assert.ok(
          !path.relative(ROOT, resolved).startsWith('..'),
          `${name} links outside the repository: ${link}`,
        )
        assert.ok(fs.existsSync(resolved), `${name} links to a missing file: ${link}`)
        if (anchor && resolved.endsWith('.md'))
          assert.ok(anchorsIn(resolved).has(anchor), `${name} links to a missing heading: ${link}`)
      }
    })
  }
})
