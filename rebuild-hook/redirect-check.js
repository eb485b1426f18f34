// What a release may hand to nginx. nginx's master runs as root and reads the live
// release's .nginx/ folder, which the build wrote: the build runs every npm package's code as
// the hook's user, so a release could hold any nginx directive (an `access_log` made root
// create a file in `nginx -t`). Before a release goes live the hook reads that folder as
// data: one regular file, redirects.conf, of comments and exact
// `location = "…" { return 301|302 "…"; }` lines, each string quoted as the build quotes it
// (src/pipeline/outputs/nginx-config.ts: no control character, no unescaped quote or
// backslash, no `$` in a target). Anything else refuses the release, naming the line.
// CommonJS, so that the hook (ESM) and the Jest tests of the build's output read it alike.
const fs = require('node:fs')
const path = require('node:path')

const FOLDER = '.nginx'
const FILE = 'redirects.conf'
const MAX_BYTES = 5 * 1024 * 1024

// A quoted string: any character but a quote, a backslash or a control character, or a
// backslash before a quote or a backslash. A location path is compared as text by nginx;
// a return target expands variables, so it may not hold `$`.
const PATH = String.raw`"((?:[^"\\\x00-\x1f\x7f]|\\["\\])*)"`
const TARGET = String.raw`"((?:[^"\\$\x00-\x1f\x7f]|\\["\\])*)"`
const REDIRECT = new RegExp(String.raw`^location = ${PATH} \{ return (301|302) ${TARGET}; \}$`)
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const COMMENT = /^#[^\x00-\x1f\x7f]*$/

class RedirectCheckError extends Error {}

const unquote = (text) => text.replace(/\\(["\\])/g, '$1')

/** The redirects a release's redirects.conf holds, [{ from, to, status }], or a
 * RedirectCheckError naming the first line that is anything else. */
const readRedirectLines = (text) =>
  text.split('\n').flatMap((line, i) => {
    if (line === '' || COMMENT.test(line)) return []
    const match = REDIRECT.exec(line)
    if (!match)
      throw new RedirectCheckError(
        `line ${i + 1} is not a redirect: ${JSON.stringify(line.slice(0, 120))}`,
      )
    return [{ from: unquote(match[1]), status: Number(match[2]), to: unquote(match[3]) }]
  })

/** Checks the .nginx/ folder of a release: { ok: true, redirects } or { ok: false, output }. */
const checkReleaseRedirects = (releaseDir) => {
  const folder = path.join(releaseDir, FOLDER)
  try {
    if (!fs.existsSync(folder)) return { ok: true, redirects: [] }
    const folderStat = fs.lstatSync(folder)
    if (!folderStat.isDirectory()) throw new RedirectCheckError(`${FOLDER} is not a folder`)
    const extra = fs.readdirSync(folder).filter((name) => name !== FILE)
    if (extra.length > 0)
      throw new RedirectCheckError(`${FOLDER}/ holds more than ${FILE}: ${extra.join(', ')}`)
    const file = path.join(folder, FILE)
    if (!fs.existsSync(file)) return { ok: true, redirects: [] }
    const stat = fs.lstatSync(file)
    if (!stat.isFile()) throw new RedirectCheckError(`${FOLDER}/${FILE} is not a plain file`)
    if (stat.size > MAX_BYTES) throw new RedirectCheckError(`${FOLDER}/${FILE} is too large`)
    return { ok: true, redirects: readRedirectLines(fs.readFileSync(file, 'utf8')) }
  } catch (error) {
    if (!(error instanceof RedirectCheckError)) throw error
    return { ok: false, output: `${FOLDER}/${FILE}: ${error.message}` }
  }
}

module.exports = { checkReleaseRedirects, readRedirectLines, RedirectCheckError }
