// What the hook found when it started, in a few plain lines for the operator's journal:
// the live release, a build or a copy that a stopped hook left unfinished (which never went
// live), the plan it kept and the audit log it read. A hook killed during a build or while
// a release went live says here what it left and what it did about it.
import { builtAt, currentRelease } from './releases/releases.mjs'

/** The lines, from what createRebuildHook found and the deploy folder. */
export const startReport = ({ deployDir, interrupted, halfCopies, plan, audit }) => {
  const live = currentRelease(deployDir)
  const lines = [
    live
      ? `Live: release ${live}, built ${builtAt(live) ?? 'at an unknown time'}.`
      : 'Live: nothing published yet.',
  ]
  for (const build of interrupted)
    lines.push(
      `A build asked for by ${build.by ?? 'someone'} at ${build.startedAt ?? 'an unknown time'} was under way when the hook stopped: it did not go live, and is listed as interrupted.`,
    )
  if (halfCopies.length)
    lines.push(`Half-copied releases left by a stopped hook, removed: ${halfCopies.join(', ')}.`)
  lines.push(
    plan.length
      ? `Planned builds: ${plan.length}, the next at ${plan[0].at} (${plan[0].changes.length} change(s)).`
      : 'Planned builds: none.',
  )
  lines.push(
    `Audit log: ${audit.entries} entries in ${audit.file}` +
      (audit.unreadable
        ? `; ${audit.unreadable} line(s) could not be read and are left as they were.`
        : '.'),
  )
  return lines
}
