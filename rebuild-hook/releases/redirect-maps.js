// The redirects nginx answers, which the hook writes itself: nginx's master runs as root,
// and the build runs every npm package's code, so nothing a build writes is ever read by
// nginx. Before a release goes live the hook reads its redirects as data (serve.json, which
// the build writes for the local server too), refuses any that would hide what the site
// serves, and writes two map files into a folder only the hook writes
// (<deploy>/nginx/, included by ops/nginx/kulturhus-redirects.conf). Inside a `map` block a
// file can hold nothing but map entries, and every entry here is "path" "target"; with
// each string quoted so that nginx expands nothing in it.
// CommonJS, so that the hook (ESM) and the Jest tests of the nginx files read it alike.
const fs = require('node:fs')
const path = require('node:path')
const v = require('valibot')
const { reservedBy } = require('../../src/contract/reserved-paths.js')

/** The map files, by the status their redirects answer with. */
const MAP_FILES = { 301: 'redirects-301.map', 302: 'redirects-302.map' }
const MAX_LENGTH = 2000

// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const CONTROL = /[\x00-\x1f\x7f]/
const printable = v.pipe(
  v.string(),
  v.maxLength(MAX_LENGTH),
  v.check((s) => !CONTROL.test(s), 'holds a control character'),
)
const sitePath = v.pipe(
  printable,
  v.check((s) => s.startsWith('/') && !s.startsWith('//') && !s.includes('\\'), 'is not a path'),
)
const target = v.pipe(
  printable,
  v.check(
    (s) => (s.startsWith('/') && !s.startsWith('//')) || /^https?:\/\/[^/\\]/i.test(s),
    'is neither a path on the site nor an http(s) address',
  ),
)
const serveFile = v.object({
  redirects: v.pipe(
    v.array(v.object({ source: sitePath, destination: target, type: v.picklist([301, 302]) })),
    v.maxLength(10_000),
  ),
})

class RedirectRefused extends Error {}

/** Every path the release serves a file at, lower-cased: "/kino" for kino/index.html. */
const servedPaths = (releaseDir) => {
  const paths = new Set()
  for (const entry of fs.readdirSync(releaseDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.relative(releaseDir, path.join(entry.parentPath, entry.name))
    const served = `/${file.split(path.sep).join('/')}`.toLowerCase()
    paths.add(served)
    if (served.endsWith('/index.html')) paths.add(served.slice(0, -'/index.html'.length) || '/')
  }
  return paths
}

/** The release's redirects, [{ from, to, status }], or a RedirectRefused naming the first
 * that would hide a page, a file or a path of the servers, or that is not of its form. */
const redirectsOf = (releaseDir) => {
  const file = path.join(releaseDir, 'serve.json')
  if (!fs.existsSync(file)) return []
  const stat = fs.lstatSync(file)
  if (!stat.isFile() || stat.size > 5 * 1024 * 1024)
    throw new RedirectRefused('serve.json is not a plain file of a sensible size')
  let data
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (error) {
    throw new RedirectRefused(`serve.json is not JSON (${error.message})`)
  }
  const parsed = v.safeParse(serveFile, data)
  if (!parsed.success) {
    const [issue] = parsed.issues
    const where = v.getDotPath(issue) ?? 'redirects'
    throw new RedirectRefused(`serve.json, ${where}: ${issue.message}`)
  }
  const files = servedPaths(releaseDir)
  const seen = new Map()
  return parsed.output.redirects.map(({ source: from, destination: to, type: status }) => {
    const key = from.toLowerCase()
    const hidden = reservedBy(from) ?? (files.has(key) ? `the file ${key}` : null)
    if (hidden)
      throw new RedirectRefused(`the redirect from ${JSON.stringify(from)} would hide ${hidden}`)
    if (seen.has(key))
      throw new RedirectRefused(
        `the redirect from ${JSON.stringify(from)} is the one from ${JSON.stringify(seen.get(key))} in other letters`,
      )
    seen.set(key, from)
    return { from, to, status }
  })
}

/** Checks a release's redirects: { ok: true, redirects } or { ok: false, output }. */
const releaseRedirects = (releaseDir) => {
  try {
    return { ok: true, redirects: redirectsOf(releaseDir) }
  } catch (error) {
    if (!(error instanceof RedirectRefused)) throw error
    return { ok: false, output: error.message }
  }
}

/** A double-quoted nginx string holding exactly `value`, which a map key keeps as text. A
 * map's value expands variables, so a target has "$" written as %24 (the same URL). */
const quoted = (value) => {
  if (CONTROL.test(value))
    throw new Error(`Refusing to write a control character into nginx: ${JSON.stringify(value)}`)
  return `"${value.replace(/["\\]/g, '\\$&')}"`
}
const quotedTarget = (url) => quoted(url.replace(/\$/g, '%24'))

/** The two map files' texts for a list of checked redirects, by file name. */
const mapTexts = (redirects) =>
  Object.fromEntries(
    Object.entries(MAP_FILES).map(([status, name]) => [
      name,
      [
        '# Written by the rebuild hook from the live release. Map entries only.',
        ...redirects
          .filter((r) => String(r.status) === status)
          .map((r) => `${quoted(r.from)} ${quotedTarget(r.to)};`),
        '',
      ].join('\n'),
    ]),
  )

/** Writes the map files into dir, each whole or not at all (a rename). */
const writeMaps = (dir, redirects) => {
  fs.mkdirSync(dir, { recursive: true })
  for (const [name, text] of Object.entries(mapTexts(redirects))) {
    const temporary = path.join(dir, `.${name}.${process.pid}.tmp`)
    fs.writeFileSync(temporary, text, { mode: 0o644 })
    fs.renameSync(temporary, path.join(dir, name))
  }
}

module.exports = { MAP_FILES, mapTexts, releaseRedirects, writeMaps }
