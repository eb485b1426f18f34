// What a release changed for a visitor, worked out from what each page says (the build's
// release records, src/pipeline/outputs/release-records.ts), not from its HTML: the pages
// that appear, disappear or change, and for a changed one its title and text before and
// after, word by word. Each live release keeps its records and its change list beside the
// releases (release-records/<id>.json and <id>.changes.json), so a rollback's confirmation
// can say what going back changes, and the page what the live release changed. The same
// files name each picture and its cuts: a preview shows the cuts of every picture that
// differs from the live release's.
import fs from 'node:fs'
import path from 'node:path'
import { diffWords } from 'diff'
import { readBuildFile } from './build-process.mjs'
import { currentRelease } from '../releases/releases.mjs'

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

const CUTS = new Set(['hero', 'card', 'poster', 'og'])
const isSitePath = (value) =>
  typeof value === 'string' && /^\/static\/img\/[\w.-]+\.jpg$/.test(value)

/** A build's pictures and their cuts (src/pipeline/outputs/release-pictures.ts), each
 * whole, by the picture's path; null when the build wrote none. */
export const readPictures = (file) => {
  const data = readBuildFile(file)
  if (!Array.isArray(data?.pictures)) return null
  const byUrl = new Map()
  for (const p of data.pictures) {
    if (!p || typeof p.url !== 'string' || typeof p.cut !== 'string') continue
    const cuts = (Array.isArray(p.cuts) ? p.cuts : []).filter(
      (c) =>
        c &&
        CUTS.has(c.usage) &&
        isSitePath(c.src) &&
        Number.isInteger(c.width) &&
        Number.isInteger(c.height),
    )
    const places = (Array.isArray(p.places) ? p.places : []).filter(
      (place) => typeof place?.record === 'string' && typeof place?.field === 'string',
    )
    if (cuts.length > 0) byUrl.set(p.url, { url: p.url, cut: p.cut, places, cuts })
  }
  return byUrl
}

/** The pictures of `newer` that are new or cut otherwise than in `older` (another file,
 * another focal point): [{ url, change: 'new' | 'cut', places, cuts }], by path. */
export const changedPictures = (older, newer) =>
  [...newer.values()]
    .filter((p) => older.get(p.url)?.cut !== p.cut)
    .map((p) => ({ ...p, change: older.has(p.url) ? 'cut' : 'new' }))
    .sort((a, b) => a.url.localeCompare(b.url))

/** A build's pictures that differ from those of the live release; null when either is not
 * known (no release yet, or one made before releases kept their pictures). */
export const pictureChangesFromLive = (deployDir, written) => {
  const live = currentRelease(deployDir)
  const older = live && readPictures(recordsFile(deployDir, live))
  const newer = readPictures(written)
  return older && newer ? changedPictures(older, newer) : null
}
