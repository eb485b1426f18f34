// Scratch folders for tests, test builds and the benchmark: made under the system temp
// folder and removed when the process exits, a failed test's included. Each node --test
// file runs in a process of its own, so its folders go when the file is done; without
// this, every run of the suite left a few hundred folders behind.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const made = []
process.once('exit', () => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true })
})

/** A new empty folder whose name starts with prefix, gone when this process exits. */
export const scratchDir = (prefix) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  made.push(dir)
  return dir
}
