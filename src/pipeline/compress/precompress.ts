// Every text file of the build gets a brotli (.br) and a gzip (.gz) copy beside it, made
// once per build at the highest levels, so that nginx (gzip_static, brotli_static) and
// scripts/serve.mjs send them as they are instead of compressing each request
// (docs/decisions/precompressed-files.md). Only what visitors get: the build's own files
// (src/contract/reserved-paths.json) have no copies. A copy is kept while both it and its
// pair still decode to the file's bytes, so an editor's rebuild compresses only what it
// changed, and a copy that a killed build left behind is never trusted; copies whose file
// is gone go with it.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { writeAtomic } from '../images/cache-files'
import { BUILD_OWN_FILES } from '../../contract/reserved-paths.js'

/** The files worth compressing: text of every kind the site serves. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|ics|txt|map|webmanifest)$/

/** Smaller files get no copies: compressed, such a file saves a couple of hundred bytes
 * of one packet's answer, and a programme of 20,000 showings has as many single-showing
 * calendars of about 500 bytes, whose copies took 27 s of a cold build
 * (docs/decisions/precompressed-files.md). nginx and scripts/serve.mjs send them as they
 * are. */
export const MIN_BYTES = 1024

export const ENCODINGS = [
  { suffix: '.br', name: 'br' },
  { suffix: '.gz', name: 'gzip' },
] as const

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const gunzip = promisify(zlib.gunzip)
const unbrotli = promisify(zlib.brotliDecompress)

const compress = (data: Buffer) =>
  Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ])

export type PrecompressReport = {
  /** Files with both copies after the step. */
  files: number
  /** Of those, files compressed now (new or changed). */
  compressed: number
  /** Copies removed because their file is gone. */
  removed: number
  rawBytes: number
  brotliBytes: number
  gzipBytes: number
  seconds: number
}

const allFiles = (root: string) =>
  (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))

/** True when both copies exist and each decodes to data. Checking one was not enough: a
 * build killed between writing the two left a .br of new text beside a .gz of the old,
 * and when the content went back to the old text the stale .br was kept and sent. Both
 * decode fast (brotli too: its cost is in compressing). */
const current = async (file: string, data: Buffer) => {
  try {
    const [br, gz] = await Promise.all([
      fs.promises.readFile(`${file}.br`).then((copy) => unbrotli(copy)),
      fs.promises.readFile(`${file}.gz`).then((copy) => gunzip(copy)),
    ])
    return br.equals(data) && gz.equals(data)
  } catch {
    return false
  }
}

/** A file visitors get: not one of the build's own (reserved-paths.json). */
const servedToVisitors = (root: string) => {
  const own = new Set(BUILD_OWN_FILES.map((p) => path.join(root, p)))
  return (file: string) => !own.has(file)
}

/** Runs task over items, `width` at a time. */
const pool = async <T>(items: T[], width: number, task: (item: T) => Promise<void>) => {
  let next = 0
  const worker = async () => {
    while (next < items.length) await task(items[next++]!)
  }
  await Promise.all(Array.from({ length: width }, worker))
}

export const precompress = async (root: string): Promise<PrecompressReport> => {
  const started = performance.now()
  const files = allFiles(root)
  // Largest first: a programme's few multi-megabyte files take seconds each at brotli's
  // highest quality, and left to the end one of them would keep a core busy alone.
  const sources = files
    .filter((f) => COMPRESSIBLE.test(f))
    .filter(servedToVisitors(root))
    .map((file) => ({ file, size: fs.statSync(file).size }))
    .filter(({ size }) => size >= MIN_BYTES)
    .sort((a, b) => b.size - a.size)
    .map(({ file }) => file)
  const withCopies = new Set(sources)
  const report = { files: sources.length, compressed: 0, removed: 0, rawBytes: 0 }
  let brotliBytes = 0
  let gzipBytes = 0
  // zlib runs in libuv's thread pool: one file per core keeps them busy without holding
  // the whole build in memory.
  await pool(sources, os.availableParallelism(), async (file) => {
    const data = await fs.promises.readFile(file)
    report.rawBytes += data.length
    if (!(await current(file, data))) {
      const [br, gz] = await compress(data)
      writeAtomic(`${file}.br`, br)
      writeAtomic(`${file}.gz`, gz)
      report.compressed++
    }
    brotliBytes += fs.statSync(`${file}.br`).size
    gzipBytes += fs.statSync(`${file}.gz`).size
  })
  // Copies of files the build no longer has, that are now too small to get one or are the
  // build's own (a server would send the copy of the old bytes, or of a file no visitor
  // may have), and writes a stopped build left half-done.
  for (const file of files) {
    const source = file.replace(/\.(br|gz)(\.\d+\.tmp)?$/, '')
    // Only copies of the kind this step makes: a .gz of something else is the site's own.
    if (source === file || !COMPRESSIBLE.test(source)) continue
    if (!withCopies.has(source) || file.endsWith('.tmp')) {
      fs.rmSync(file, { force: true })
      report.removed++
    }
  }
  return {
    ...report,
    brotliBytes,
    gzipBytes,
    seconds: (performance.now() - started) / 1000,
  }
}

/** A local start's build (npm start) is served by scripts/serve.mjs on this machine, where
 * compression buys nothing: no file is compressed, and the copies an earlier build left are
 * removed, so that the server never sends the copy of older bytes. Returns how many. */
export const removeCompressedCopies = (root: string): number => {
  let removed = 0
  for (const file of allFiles(root)) {
    const source = file.replace(/\.(br|gz)(\.\d+\.tmp)?$/, '')
    if (source === file || !COMPRESSIBLE.test(source)) continue
    fs.rmSync(file, { force: true })
    removed++
  }
  return removed
}
