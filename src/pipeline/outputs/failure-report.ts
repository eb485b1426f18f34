// Why a build stopped, as data, for the rebuild hook's publish page (rebuild-hook/
// failure-summary.mjs turns it into plain Norwegian for editors). The log has the same
// words, but Gatsby wraps them at 80 columns and wraps them in its own frames, so the
// hook reads this file rather than parse the log. The hook names the file in
// BUILD_REPORT_FILE; a plain `gatsby build` writes none. It is written only before Gatsby
// reads or runs anything (onPreBootstrap): the hook's build runner takes a report as the
// sign that Gatsby's cache is as the build found it (rebuild-hook/publishing/build-runner.mjs).
import fs from 'node:fs'
import { ContentError, type ContentFault } from '../errors'
import { RemoteContentError } from '../load/load-remote'
import { PublishRefusedError } from './publish-guard'

export type FailureReport =
  | { kind: 'content'; faults: ContentFault[] }
  | { kind: 'source'; message: string }
  | { kind: 'refused'; events: number; previous: number | null }

/** The report for a failure an editor can act on, or null for anything else. */
export const failureReport = (error: unknown): FailureReport | null => {
  if (error instanceof ContentError) return { kind: 'content', faults: error.faults }
  if (error instanceof RemoteContentError) return { kind: 'source', message: error.message }
  if (error instanceof PublishRefusedError)
    return { kind: 'refused', events: error.events, previous: error.previous }
  return null
}

export const writeFailureReport = (file: string | undefined, error: unknown) => {
  const report = failureReport(error)
  if (file && report) fs.writeFileSync(file, JSON.stringify(report))
}
