// Files of the image cache: written whole or not at all (a build that is stopped half-way
// leaves no half-written picture for the next build to take as made), and read leniently.
import fs from 'node:fs'

export const writeAtomic = (file: string, data: string | Buffer) => {
  const tmp = `${file}.${process.pid}.tmp`
  fs.writeFileSync(tmp, data)
  fs.renameSync(tmp, file)
}

export const readJson = <T>(file: string): T | null => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T
  } catch {
    return null
  }
}
