// A JSON file written atomically: the new state goes to a temporary file that is flushed
// and then renamed over the old one, so an interrupted write leaves the previous file whole.
import crypto from 'node:crypto'
import fs from 'node:fs'

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
