// Atomic publishing: each successful build is copied into a fresh release directory, and
// the live site is switched to it by replacing one symlink (`current`) with a rename, so a
// visitor sees either the old site or the new one, never half of either. The last few
// releases are kept for rollback.
import fs from 'node:fs'
import path from 'node:path'

const RELEASES = 'releases'
const CURRENT = 'current'

export const releaseIds = (deployDir) => {
  try {
    return fs
      .readdirSync(path.join(deployDir, RELEASES))
      .filter((name) => !name.endsWith('.tmp'))
      .sort()
  } catch {
    return []
  }
}

export const currentRelease = (deployDir) => {
  try {
    return path.basename(fs.readlinkSync(path.join(deployDir, CURRENT)))
  } catch {
    return null
  }
}

/** Points `current` at a release in one rename (atomic on POSIX file systems). */
export const switchTo = (deployDir, id) => {
  const target = path.join(RELEASES, id)
  if (!fs.existsSync(path.join(deployDir, target))) throw new Error(`No release ${id}`)
  const next = path.join(deployDir, `${CURRENT}.next-${process.pid}-${Date.now()}`)
  fs.symlinkSync(target, next)
  fs.renameSync(next, path.join(deployDir, CURRENT))
}

/** When a release was built, from its id (20261122-140512123Z). */
export const builtAt = (id) => {
  const m = /^(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})(\d{3})Z/.exec(id ?? '')
  return m ? new Date(Date.UTC(m[1], m[2] - 1, m[3], m[4], m[5], m[6], m[7])).toISOString() : null
}

const newId = () => new Date().toISOString().replace(/[-:.]/g, '').replace('T', '-')

/** Lets the web server's own user read a release: the hook writes its files for itself and
 * its group (UMask=0027 in ops/kulturhus-rebuild-hook.service), and nginx runs as another
 * user. Folders 0755, files 0644; nothing else of the hook's is opened. */
const openToTheWebServer = (dir) => {
  fs.chmodSync(dir, 0o755)
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name)
    if (entry.isDirectory()) fs.chmodSync(file, 0o755)
    else if (entry.isFile()) fs.chmodSync(file, 0o644)
  }
}

/** A build's folder holds only plain files and folders: a link could make the hook (which
 * copies it) or nginx (which serves it) read something of another's, and a pipe or device
 * would hang the copy. Throws naming the first that is anything else. */
const plainFilesOnly = (buildDir) => {
  for (const entry of fs.readdirSync(buildDir, { recursive: true, withFileTypes: true }))
    if (!entry.isFile() && !entry.isDirectory())
      throw new Error(
        `the build holds ${path.relative(buildDir, path.join(entry.parentPath, entry.name))}, which is not a plain file or folder`,
      )
}

/** Copies a finished build into a new release, not yet live; returns its id. */
export const prepareRelease = (buildDir, deployDir) => {
  if (!fs.lstatSync(buildDir).isDirectory()) throw new Error('the build made no folder')
  plainFilesOnly(buildDir)
  const releases = path.join(deployDir, RELEASES)
  fs.mkdirSync(releases, { recursive: true })
  fs.chmodSync(releases, 0o755)
  let id = newId()
  while (fs.existsSync(path.join(releases, id))) id = `${id}-1`
  const tmp = path.join(releases, `${id}.tmp`)
  fs.cpSync(buildDir, tmp, { recursive: true })
  openToTheWebServer(tmp)
  fs.renameSync(tmp, path.join(releases, id))
  removeHalfCopies(deployDir)
  return id
}

/** Removes the leftovers of copies into a release that were interrupted (a hook killed
 * while it copied); returns their names. */
export const removeHalfCopies = (deployDir) => {
  const releases = path.join(deployDir, RELEASES)
  let names = []
  try {
    names = fs.readdirSync(releases).filter((n) => n.endsWith('.tmp'))
  } catch {
    return []
  }
  for (const name of names) fs.rmSync(path.join(releases, name), { recursive: true, force: true })
  return names
}

export const releaseDir = (deployDir, id) => path.join(deployDir, RELEASES, id)

/** Removes a release that never went live (refused), or old ones beyond `keep`. */
export const removeRelease = (deployDir, id) =>
  fs.rmSync(releaseDir(deployDir, id), { recursive: true, force: true })

export const pruneReleases = (deployDir, keep) => {
  const live = currentRelease(deployDir)
  for (const old of releaseIds(deployDir).slice(0, -keep))
    if (old !== live) removeRelease(deployDir, old)
}

/** The release before the live one, or null. */
export const previousRelease = (deployDir) => {
  const ids = releaseIds(deployDir)
  const at = ids.indexOf(currentRelease(deployDir))
  return at > 0 ? ids[at - 1] : null
}

/** Copies a build into a new release and puts it live at once, unchecked: for a folder
 * nginx does not read (the served preview) and for tests. Releases nginx reads go live
 * through go-live.mjs. */
export const publish = (buildDir, deployDir, { keep = 5 } = {}) => {
  const id = prepareRelease(buildDir, deployDir)
  switchTo(deployDir, id)
  pruneReleases(deployDir, keep)
  return id
}
