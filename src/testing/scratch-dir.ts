// Scratch folders for Jest tests, removed after the test file that made them (the same
// promise as scripts/scratch-dir.mjs gives node --test files).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const made: string[] = []
afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A new empty folder whose name starts with prefix, gone after this test file. */
export const scratchDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  made.push(dir)
  return dir
}
