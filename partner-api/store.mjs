// One JSON file per partner, written atomically (server-common/write-atomic.mjs), so an
// interrupted write leaves the previous store whole.
import fs from 'node:fs'
import path from 'node:path'
import { writeAtomic } from '../server-common/write-atomic.mjs'

export { writeAtomic }

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
