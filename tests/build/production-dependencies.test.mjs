// Dependencies say what runs where: everything the build needs is in "dependencies", so a
// build server installed with `npm ci --omit=dev` builds the site. Checked in a scratch copy
// of the tracked files whose node_modules holds the production packages alone: the
// installed packages hard-linked, then npm's own `npm prune --omit=dev`. That leaves the
// tree `npm ci --omit=dev` installs from the same lock file (3,101 package manifests and
// the same bin links, compared on this machine), in 14 s and 16 s of processor instead of 77 s and
// 100 s, and the test runs twice in CI (Node 20 and 24). What it does not do again is run
// the production packages' install scripts, which the full install ran.
// The copy gets the test builds' processed pictures, as a build server keeps its own
// between builds (it spares about a minute of encoding), all but one picture's: that one
// is encoded again, so the encoder is still loaded and used with production dependencies
// alone.
import assert from 'node:assert/strict'
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { scratchDir } from '../../scripts/scratch-dir.mjs'

const copyTracked = (to) => {
  const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0')
  for (const file of files.filter(Boolean)) {
    if (!fs.existsSync(file)) continue // deleted in the work tree, not yet committed
    fs.mkdirSync(path.join(to, path.dirname(file)), { recursive: true })
    fs.copyFileSync(file, path.join(to, file))
  }
}

/** The test builds' processed pictures, without one picture's variants. Returns whether
 * there were any (a lone run of this file encodes them all). */
const copyPicturesButOne = (to) => {
  const variants = '.image-cache/variants'
  if (!fs.existsSync(variants)) return false
  const files = fs.readdirSync(variants).sort()
  const oneOriginal = files[0]?.split('-')[0]
  fs.cpSync('.image-cache/analyses', path.join(to, '.image-cache/analyses'), { recursive: true })
  fs.mkdirSync(path.join(to, variants), { recursive: true })
  for (const file of files.filter((f) => !f.startsWith(`${oneOriginal}-`)))
    fs.copyFileSync(path.join(variants, file), path.join(to, variants, file))
  return files.length > 0
}

/** node_modules with every installed package hard-linked (a link costs no copy), but
 * npm's hidden lock file and the caches: npm prune rewrites the hidden lock file in place,
 * which through a link would change this checkout's, and a cache written in place would
 * too. Then npm itself removes what --omit=dev leaves out. */
const productionPackages = (to) => {
  const from = path.resolve('node_modules')
  fs.mkdirSync(path.join(to, 'node_modules'))
  const entries = fs
    .readdirSync(from)
    .filter((name) => !name.startsWith('.') || name === '.bin')
    .map((name) => path.join(from, name))
  run('cp', ['-al', ...entries, path.join(to, 'node_modules')], to)
  run('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund'], to)
}

const run = (command, args, cwd) => {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env } })
  assert.equal(
    result.status,
    0,
    `${command} ${args.join(' ')} failed:\n${(result.stdout + result.stderr).slice(-3000)}`,
  )
}

describe('a build server without devDependencies', () => {
  it('builds the site with the packages npm ci --omit=dev installs', () => {
    const dir = scratchDir('production-deps-')
    copyTracked(dir)
    const left = copyPicturesButOne(dir)
    productionPackages(dir)
    assert.equal(fs.existsSync(path.join(dir, 'node_modules/jest')), false, 'jest was kept')
    assert.ok(fs.existsSync(path.join(dir, 'node_modules/gatsby')), 'gatsby was removed')
    run('npx', ['gatsby', 'build'], dir)
    assert.ok(fs.existsSync(path.join(dir, 'public/index.html')))
    const report = JSON.parse(fs.readFileSync(path.join(dir, '.image-cache/last-build.json')))
    assert.equal(report.failed, 0)
    if (left)
      assert.ok(report.variantsMade > 0, `no picture was encoded: ${JSON.stringify(report)}`)
  })
})
