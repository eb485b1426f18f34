// One JSON file per partner, written atomically: the new state goes to a temporary file
// that is flushed and then renamed over the old one, so an interrupted write leaves the
// previous store whole.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const writeAtomic = (file, data, fsImpl = fs) => {
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`
  try {
    const fd = fsImpl.openSync(tmp, 'w')
    try {
      fsImpl.writeSync(fd, JSON.stringify(data, null, 2))
      fsImpl.fsyncSync(fd)
    } finally {
      fsImpl.closeSync(fd)
    }
    fsImpl.renameSync(tmp, file)
  } catch (error) {
    fsImpl.rmSync(tmp, { force: true })
    throw error
  }
}

/** makeSeed gives the data of a new store; it runs only when there is none yet. */
export const openStore = (dataDir, partnerId, makeSeed) => {
  fs.mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, `partner-${partnerId}.json`)
  // Leftovers of an interrupted write are never read.
  for (const f of fs.readdirSync(dataDir))
    if (f.startsWith(`partner-${partnerId}.json.`) && f.endsWith('.tmp'))
      fs.rmSync(path.join(dataDir, f))
  let data
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    data = makeSeed()
    writeAtomic(file, data)
  }
  return {
    data,
    save: () => writeAtomic(file, data),
  }
}
