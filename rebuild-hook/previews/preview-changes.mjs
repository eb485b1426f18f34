// Which pages a preview changes: every page whose HTML differs from the live release's,
// once what differs for every page anyway is set aside. A preview is built under the
// hook's path prefix, so its links, its script names and its inline scripts differ from
// the live site's on every page; what an editor wants to know is which pages show
// something else.
import fs from 'node:fs'
import path from 'node:path'

const htmlFiles = (root) => {
  let entries
  try {
    entries = fs.readdirSync(root, { recursive: true, withFileTypes: true })
  } catch {
    return []
  }
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
}

/** The route of a page file: article/boknatt/index.html -> /article/boknatt. */
export const routeOf = (file) => `/${file.replace(/(^|\/)index\.html$/, '')}`

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A page's HTML as it would read on the live site: without the path prefix, the scripts
 * and the links to style sheets and scripts (named by content hash), the page's policy
 * (the hashes of those scripts), the marks of the
 * current page (Gatsby's Link compares the prefixed path), and stray NUL bytes (React 18's
 * stream writer leaves some before non-ASCII letters, gatsbyjs/gatsby#38747; a browser
 * drops them).
 */
export const comparable = (html, prefix) =>
  html
    .replace(new RegExp(`${escapeRegExp(prefix)}(?=["'?#])`, 'g'), '/')
    .replaceAll(`${prefix}/`, '/')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*>/g, '')
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/g, '')
    .replace(/ aria-current="page"/g, '')
    .replaceAll('\0', '')

/**
 * The pages that differ between a preview and the live release, sorted by route:
 * [{ route, change: 'changed' | 'new' | 'removed' }]. The app shell of the live site's
 * service worker is no page.
 */
export const changedPages = (previewDir, liveDir, prefix) => {
  const preview = new Set(htmlFiles(previewDir))
  const live = new Set(htmlFiles(liveDir).filter((f) => !f.startsWith('offline-plugin-')))
  const read = (dir, file) => fs.readFileSync(path.join(dir, file), 'utf8')
  const changes = []
  for (const file of preview) {
    if (!live.has(file)) changes.push({ route: routeOf(file), change: 'new' })
    else if (comparable(read(previewDir, file), prefix) !== comparable(read(liveDir, file), prefix))
      changes.push({ route: routeOf(file), change: 'changed' })
  }
  for (const file of live)
    if (!preview.has(file)) changes.push({ route: routeOf(file), change: 'removed' })
  return changes.sort((a, b) => a.route.localeCompare(b.route))
}
