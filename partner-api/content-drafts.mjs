// The editors' drafts, as the content stand-in keeps them beside the published records.
// A CMS of this kind answers the management API's block and article calls with drafts
// when `stable=1` is left out; the stand-in does the same from a folder of JSON files
// (docs/editors.md, «Utkast i den lokale CMS-en»):
//   <drafts>/articles/*.json  an article; one with a published article's id replaces it,
//                             any other is a new article
//   <drafts>/pages/*.json     a page, likewise by id (a new id is a new page)
//   <drafts>/blocks/*.json    a block; it replaces the block with its id on whichever page
//                             holds it
// A file that is not a JSON object is answered as the CMS would answer a broken draft:
// with an error that names it, so the preview's failure report says which one.
import fs from 'node:fs'
import path from 'node:path'
import { httpError } from '../server-common/fastify-app.mjs'

const KINDS = ['articles', 'pages', 'blocks']

const readKind = (draftsDir, kind) => {
  const dir = path.join(draftsDir, kind)
  let files
  try {
    files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'))
  } catch {
    return []
  }
  return files.sort().map((file) => {
    let record
    try {
      record = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
    } catch {
      record = null
    }
    if (!record || typeof record !== 'object' || Array.isArray(record) || !record.id)
      throw httpError(422, `Utkastet ${kind}/${file} er ikke et gyldig JSON-objekt med id.`)
    return record
  })
}

/** Every draft in the folder, by kind (read afresh on each call, as content/ is). */
export const readDrafts = (draftsDir) =>
  Object.fromEntries(KINDS.map((kind) => [kind, draftsDir ? readKind(draftsDir, kind) : []]))

/** Records with the drafts of the same id in their place, and new drafts after them. */
const overlay = (records, drafts) => {
  const byId = new Map(drafts.map((d) => [d.id, d]))
  const replaced = records.map((r) => byId.get(r.id) ?? r)
  const known = new Set(records.map((r) => r.id))
  return [...replaced, ...drafts.filter((d) => !known.has(d.id))]
}

/** The block data (site, menus, footer, redirects, pages) as the editors' drafts have it. */
export const blocksWithDrafts = (published, drafts) => {
  const blockDrafts = new Map(drafts.blocks.map((b) => [b.id, b]))
  return {
    ...published,
    pages: overlay(published.pages, drafts.pages).map((page) =>
      Array.isArray(page.blocks)
        ? { ...page, blocks: page.blocks.map((b) => blockDrafts.get(b?.id) ?? b) }
        : page,
    ),
  }
}

/** The articles as the editors' drafts have them. */
export const articlesWithDrafts = (published, drafts) => overlay(published, drafts.articles)
