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

/** Copies a finished build into a new release, switches to it, and prunes old ones. */
export const publish = (buildDir, deployDir, { keep = 5 } = {}) => {
  const releases = path.join(deployDir, RELEASES)
  fs.mkdirSync(releases, { recursive: true })
  let id = newId()
  while (fs.existsSync(path.join(releases, id))) id = `${id}-1`
  const tmp = path.join(releases, `${id}.tmp`)
  fs.cpSync(buildDir, tmp, { recursive: true })
  fs.renameSync(tmp, path.join(releases, id))
  switchTo(deployDir, id)
  const live = currentRelease(deployDir)
  for (const old of releaseIds(deployDir).slice(0, -keep))
    if (old !== live) fs.rmSync(path.join(releases, old), { recursive: true, force: true })
  // Leftovers of a copy that was interrupted.
  for (const name of fs
    .readdirSync(releases)
    .filter((n) => n.endsWith('.tmp') && n !== `${id}.tmp`))
    fs.rmSync(path.join(releases, name), { recursive: true, force: true })
  return id
}

/** Goes back to the release before the live one; returns its id. */
export const rollback = (deployDir) => {
  const ids = releaseIds(deployDir)
  const live = currentRelease(deployDir)
  const at = ids.indexOf(live)
  if (at <= 0) throw new Error('There is no earlier release to roll back to.')
  switchTo(deployDir, ids[at - 1])
  return ids[at - 1]
}
