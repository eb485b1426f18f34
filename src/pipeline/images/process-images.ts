// Processes every image the content shows into the variants its usages need, through a
// cache that outlives the build: a variant already made (same original bytes, same cut,
// same encoder settings) is never made again, so an incremental or even a cold build with
// the image cache kept encodes nothing. One image per core at a time.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { ImageCatalogue, ImageRef, ImageUsage } from '../../contract/images'
import { IMAGE_USAGES, IMAGE_PATH } from '../../contract/images'
import { formatFault } from '../errors'
import { readJson, writeAtomic } from './cache-files'
import type { ImageUse } from './collect'
import { analyse, cropBox, decode, encode, variantKey, widthsFor, type Analysis } from './encode'
import { readOriginal, type FetchLimits } from './originals'

export type ImageOptions = {
  /** Where site paths (/images/...) are read from. */
  staticDir: string
  /** The cache kept between builds (originals downloaded, analyses, variants). */
  cacheDir: string
  limits: FetchLimits
  concurrency?: number
}

export type ImageReport = {
  /** Distinct images the content shows. */
  images: number
  /** Images that needed at least one variant encoded in this build. */
  processed: number
  variantsMade: number
  /** Variants an earlier build made, found in the cache. */
  variantsFromCache: number
  /** Variants made earlier in this build for another picture with the same bytes. */
  variantsShared: number
  failed: number
  seconds: number
}

export type ProcessedImages = {
  catalogue: ImageCatalogue
  /** Variant files (names in the cache's variants folder) the site serves. */
  files: string[]
  warnings: string[]
  report: ImageReport
}

/** Runs work over items with at most `limit` at a time. */
const pool = async <T>(items: T[], limit: number, work: (item: T) => Promise<void>) => {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

export const processImages = async (
  uses: ImageUse[],
  { staticDir, cacheDir, limits, concurrency = os.availableParallelism() }: ImageOptions,
): Promise<ProcessedImages> => {
  const started = performance.now()
  const variantsDir = path.join(cacheDir, 'variants')
  const analysesDir = path.join(cacheDir, 'analyses')
  fs.mkdirSync(variantsDir, { recursive: true })
  fs.mkdirSync(analysesDir, { recursive: true })
  const catalogue: ImageCatalogue = {}
  const files = new Set<string>()
  const warnings: string[] = []
  const report = {
    images: uses.length,
    processed: 0,
    variantsMade: 0,
    variantsFromCache: 0,
    variantsShared: 0,
    failed: 0,
  }
  // The variants this build has made or is making, by file name: a second picture with
  // the same bytes waits for the first's, and neither counts as «from the cache».
  const making = new Map<string, Promise<void>>()
  const warn = (use: ImageUse, message: string) =>
    use.places.forEach((place) => warnings.push(`Image: ${formatFault({ ...place, message })}`))

  const vectorRef = (use: ImageUse, id: string, analysis: Analysis): ImageRef | null => {
    if (!use.url.startsWith('/')) {
      warn(use, 'an SVG from another site is not shown (it could carry script); use a JPEG or PNG')
      return null
    }
    return {
      id,
      bg: analysis.bg,
      variants: {},
      vector: { src: use.url, width: analysis.width, height: analysis.height },
    }
  }

  const processOne = async (use: ImageUse) => {
    let original
    try {
      original = await readOriginal(use.url, { staticDir, cacheDir, limits })
    } catch (error) {
      report.failed += 1
      return warn(use, `not shown (a placeholder instead): ${(error as Error).message}`)
    }
    if (original.warning) warn(use, original.warning)
    const id = original.digest.slice(0, 16)
    const analysisFile = path.join(analysesDir, `${original.digest}.json`)
    let analysis = readJson<Analysis>(analysisFile)
    try {
      if (!analysis) {
        analysis = await analyse(original.bytes)
        writeAtomic(analysisFile, JSON.stringify(analysis))
      }
      if (analysis.vector) {
        const ref = vectorRef(use, id, analysis)
        if (ref) catalogue[use.url] = ref
        else report.failed += 1
        return
      }
      let decoded: Awaited<ReturnType<typeof decode>> | null = null
      let made = 0
      const ref: ImageRef = {
        id,
        bg: analysis.bg,
        variants: {},
        ...(use.focus ? { focus: use.focus } : {}),
      }
      for (const usage of [...use.usages].sort() as ImageUsage[]) {
        const { aspect, formats } = IMAGE_USAGES[usage]
        const box = cropBox(analysis.width, analysis.height, aspect, use.focus)
        const key = variantKey(usage, use.focus)
        const sizes: [number, number][] = []
        for (const width of widthsFor(usage, box.width)) {
          sizes.push([width, Math.round((width * box.height) / box.width)])
          for (const format of formats) {
            const name = `${id}-${usage}-${key}-${width}.${format}`
            files.add(name)
            const file = path.join(variantsDir, name)
            const underway = making.get(name)
            if (underway) {
              await underway
              report.variantsShared += 1
              continue
            }
            if (fs.existsSync(file)) {
              report.variantsFromCache += 1
              continue
            }
            const encoding = (async () => {
              decoded ??= await decode(original.bytes)
              writeAtomic(file, await encode(decoded, box, width, format))
            })()
            making.set(name, encoding)
            await encoding
            report.variantsMade += 1
            made += 1
          }
        }
        ref.variants[usage] = { key, sizes }
      }
      if (made > 0) report.processed += 1
      catalogue[use.url] = ref
    } catch (error) {
      report.failed += 1
      warn(
        use,
        `not shown (a placeholder instead): it cannot be read as a picture (${(error as Error).message})`,
      )
    }
  }

  await pool(uses, concurrency, processOne)
  return {
    catalogue,
    files: [...files].sort(),
    warnings,
    report: { ...report, seconds: (performance.now() - started) / 1000 },
  }
}

/** Puts the variants the site serves into public/static/img (hard links where the file
 * system allows, else copies) and removes those no page uses any more. */
export const publishImages = (files: string[], cacheDir: string, publicDir: string) => {
  const target = path.join(publicDir, IMAGE_PATH)
  fs.mkdirSync(target, { recursive: true })
  const wanted = new Set(files)
  for (const name of fs.readdirSync(target))
    if (!wanted.has(name)) fs.rmSync(path.join(target, name))
  for (const name of files) {
    const to = path.join(target, name)
    if (fs.existsSync(to)) continue
    const from = path.join(cacheDir, 'variants', name)
    try {
      fs.linkSync(from, to)
    } catch {
      fs.copyFileSync(from, to)
    }
  }
}
