// The README and docs/ are a map of the code: every relative link in them resolves to a
// file in this repository (and every #anchor to a heading of the file it names), and none
// points outside it; every path into the repository written in backticks exists, or is
// one the build or a run makes (git ignores those).
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
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

// The repository's own top-level entries: a backticked path that starts with one of them
// (`src/...`, `rebuild-hook/server.mjs`, `package.json`) names a file of it.
const TOP = new Set(
  execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((file) => file.split('/')[0]),
)
const PLACEHOLDER = /[<>*{}$:?]|\.\.\./

/** Backticked paths into the repository, outside code blocks. */
const pathsIn = (file) => {
  const text = fs.readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '')
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1].replace(/[.,;]$/, ''))
    .filter((p) => !PLACEHOLDER.test(p) && TOP.has(p.split('/')[0]))
    .filter((p) => p.includes('/') || /\.[a-z]+$/.test(p))
}

/** A path git ignores, as a file or as a folder: one the build or a run makes. */
const ignoredByGit = (target) =>
  [target, `${target.replace(/\/$/, '')}/`].some((candidate) => {
    try {
      execFileSync('git', ['check-ignore', '-q', '--no-index', candidate], { cwd: ROOT })
      return true
    } catch {
      return false
    }
  })

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

    it(`${name}: every path into the repository in backticks exists`, () => {
      const missing = pathsIn(file).filter(
        (target) => !fs.existsSync(path.join(ROOT, target)) && !ignoredByGit(target),
      )
      assert.deepEqual(missing, [], `${name} names paths that do not exist`)
    })
  }
})
