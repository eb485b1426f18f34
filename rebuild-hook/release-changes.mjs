// What a release changed for a visitor, worked out from what each page says (the build's
// release records, src/pipeline/outputs/release-records.ts), not from its HTML: the pages
// that appear, disappear or change, and for a changed one its title and text before and
// after, word by word. Each live release keeps its records and its change list beside the
// releases (release-records/<id>.json and <id>.changes.json), so a rollback's confirmation
// can say what going back changes, and the page what the live release changed.
import fs from 'node:fs'
import path from 'node:path'
import { diffWords } from 'diff'
import { readBuildFile } from './build-process.mjs'

const DIR = 'release-records'
// Unchanged text around a change that a change list shows, in words on each side.
const CONTEXT_WORDS = 12

const recordsFile = (deployDir, release) => path.join(deployDir, DIR, `${release}.json`)
const changesFile = (deployDir, release) => path.join(deployDir, DIR, `${release}.changes.json`)

/** A build's records as written, each whole, by path; null when there are none. */
export const readRecords = (file) => {
  const data = readBuildFile(file)
  if (!Array.isArray(data?.records)) return null
  const byPath = new Map()
  for (const r of data.records)
    if (r && typeof r.path === 'string' && typeof r.title === 'string')
      byPath.set(r.path, {
        path: r.path,
        kind: String(r.kind ?? 'page'),
        title: r.title,
        text: typeof r.text === 'string' ? r.text : '',
      })
  return byPath
}

/** A long run of unchanged words cut to its ends. */
const shortened = (value, { first, last }) => {
  const words = value.split(/(\s+)/)
  const keep = CONTEXT_WORDS * 2
  if (words.length <= keep * 2) return value
  const head = first ? [] : words.slice(0, keep)
  const tail = last ? [] : words.slice(-keep)
  return `${head.join('')} … ${tail.join('')}`
}

/** The words of before and after: [{ text, change: 'added' | 'removed' | null }]. */
export const wordChanges = (before, after) => {
  const parts = diffWords(before, after)
  return parts.map((part, i) => ({
    text:
      part.added || part.removed
        ? part.value
        : shortened(part.value, { first: i === 0, last: i === parts.length - 1 }),
    change: part.added ? 'added' : part.removed ? 'removed' : null,
  }))
}

const whole = (r) => `${r.title}\n\n${r.text}`.trim()

/** From one release's records to another's: { added, removed, changed }, each by path. */
export const compareRecords = (older, newer) => {
  const added = []
  const removed = []
  const changed = []
  for (const [p, r] of newer)
    if (!older.has(p)) added.push({ path: p, kind: r.kind, title: r.title })
    else if (whole(older.get(p)) !== whole(r))
      changed.push({
        path: p,
        kind: r.kind,
        title: r.title,
        words: wordChanges(whole(older.get(p)), whole(r)),
      })
  for (const [p, r] of older)
    if (!newer.has(p)) removed.push({ path: p, kind: r.kind, title: r.title })
  return { added, removed, changed }
}

/**
 * Keeps a release's records once it is live, and its change list against the release that
 * was live before (none for the first, or when either has no records). Records of releases
 * that are gone are removed.
 */
export const keepReleaseRecords = (deployDir, { release, previous, written, releases }) => {
  const records = readRecords(written)
  if (!records) return null
  fs.mkdirSync(path.join(deployDir, DIR), { recursive: true })
  fs.copyFileSync(written, recordsFile(deployDir, release))
  const before = previous && readRecords(recordsFile(deployDir, previous))
  const changes = before ? compareRecords(before, records) : null
  if (changes) fs.writeFileSync(changesFile(deployDir, release), JSON.stringify(changes))
  const kept = new Set(releases)
  for (const name of fs.readdirSync(path.join(deployDir, DIR))) {
    const id = name.replace(/(\.changes)?\.json$/, '')
    if (!kept.has(id)) fs.rmSync(path.join(deployDir, DIR, name), { force: true })
  }
  return changes
}

/** What the release changed when it went live, or null when that is not known. */
export const changesOf = (deployDir, release) =>
  release ? readBuildFile(changesFile(deployDir, release)) : null

/** What going from one release to another would change, or null when not known. */
export const changesBetween = (deployDir, from, to) => {
  const older = from && readRecords(recordsFile(deployDir, from))
  const newer = to && readRecords(recordsFile(deployDir, to))
  return older && newer ? compareRecords(older, newer) : null
}
