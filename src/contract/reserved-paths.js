// Paths no redirect may take, and the build's own files (reserved-paths.json says why).
// Plain CommonJS, so that the build (TypeScript), the rebuild hook and the servers (plain
// Node) read one list with one rule. Compared without regard to case, as nginx compares a
// redirect's path.
const reserved = require('./reserved-paths.json')

/** What a path would shadow, or null: a reserved prefix or path of the servers or build. */
const reservedBy = (path) => {
  const lower = path.toLowerCase()
  const prefix = reserved.prefixes.find((p) => lower === p || lower.startsWith(`${p}/`))
  if (prefix) return `${prefix} (and everything under it)`
  return reserved.paths.includes(lower) || reserved.buildOwnFiles.includes(lower) ? lower : null
}

/** The build's own files: never sent to a visitor, never compressed. */
const BUILD_OWN_FILES = reserved.buildOwnFiles

module.exports = { BUILD_OWN_FILES, reservedBy }
