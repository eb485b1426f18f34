// Who did what on the publish side, for the editors and for an auditor: every publish,
// planned or nightly build and how it ended, preview, rollback, login, failed login,
// logout and change to an editor account, each with who, when, from which client address,
// what it concerned and how it ended. One JSON line per entry, appended to a file in the
// deploy folder that the builds cannot write (they run as another user: builders.mjs) and
// that outlives a restart. Entries older than a year are dropped when the hook starts. A
// write that fails (a full disk) is kept as the log's failure, which the publish page
// shows, and printed; it never stops what it was recording.
import fs from 'node:fs'
import path from 'node:path'

const YEAR_MS = 365 * 24 * 3600 * 1000
const SHOWN = 100

export const AUDIT_FILE = 'audit.log'

const parse = (line) => {
  try {
    const entry = JSON.parse(line)
    return entry && typeof entry.at === 'string' ? entry : null
  } catch {
    return null
  }
}

const readText = (file) => {
  try {
    // Only a file: a device (a test's /dev/full) would read for ever.
    return fs.statSync(file).isFile() ? fs.readFileSync(file, 'utf8') : ''
  } catch {
    return ''
  }
}

const readEntries = (file) => readText(file).split('\n').filter(Boolean).map(parse).filter(Boolean)

/** The log in `file`. now: the clock (tests). Returns { record(entry), latest(), all(),
 * failure() }. */
export const createAuditLog = ({ file, now = () => Date.now() }) => {
  let failure = null
  const fail = (error) => {
    failure = { at: new Date(now()).toISOString(), message: error.message }
    console.error(`The audit log could not be written (${file}): ${error.message}`)
  }
  // A line a hook killed half-way through writing ends without a newline: the next entry
  // starts a line of its own, so the torn one spoils nothing after it.
  const text = readText(file)
  if (text && !text.endsWith('\n'))
    try {
      fs.appendFileSync(file, '\n')
    } catch (error) {
      fail(error)
    }
  const lines = text.split('\n').filter(Boolean)
  const unreadable = lines.filter((line) => !parse(line)).length
  // A year kept: older entries go, in one rename, when the hook starts.
  const entries = readEntries(file)
  const cutoff = now() - YEAR_MS
  const kept = entries.filter((e) => Date.parse(e.at) >= cutoff)
  if (kept.length < entries.length) {
    try {
      const next = `${file}.${process.pid}.tmp`
      fs.writeFileSync(next, kept.map((e) => `${JSON.stringify(e)}\n`).join(''), { mode: 0o600 })
      fs.renameSync(next, file)
    } catch (error) {
      fail(error)
    }
  }
  let latest = kept.slice(-SHOWN)

  return {
    /** Appends { who, client, action, concerns, outcome }, stamped with the time. */
    record({ who, client = null, action, concerns = '', outcome }) {
      const entry = { at: new Date(now()).toISOString(), who, client, action, concerns, outcome }
      latest = [...latest, entry].slice(-SHOWN)
      try {
        fs.mkdirSync(path.dirname(file), { recursive: true })
        fs.appendFileSync(file, `${JSON.stringify(entry)}\n`, { mode: 0o600 })
        failure = null
      } catch (error) {
        fail(error)
      }
      return entry
    },
    /** The last 100 entries, newest first. */
    latest: () => [...latest].reverse(),
    /** Every entry in the file, oldest first. */
    all: () => readEntries(file),
    /** The last write's failure ({ at, message }), or null once a write has gone through. */
    failure: () => failure,
    /** What the hook found at start: { file, entries, unreadable } (lines left as they were). */
    found: { file, entries: kept.length, unreadable },
  }
}

// A cell a spreadsheet would run as a formula starts with one of these (CSV injection).
const FORMULA = /^[=+\-@\t\r]/

const cell = (value) => {
  const text = String(value ?? '')
  const safe = FORMULA.test(text) ? `'${text}` : text
  return /[",\n\r;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export const CSV_COLUMNS = ['tid', 'hvem', 'klientadresse', 'handling', 'gjelder', 'resultat']

/** The entries as CSV (RFC 4180), oldest first, with a header. */
export const auditCsv = (entries) =>
  [CSV_COLUMNS, ...entries.map((e) => [e.at, e.who, e.client, e.action, e.concerns, e.outcome])]
    .map((row) => row.map(cell).join(','))
    .join('\r\n') + '\r\n'
