// Going back to the release before the live one: through the web server's check, written
// to the history, and the editors told when the web server refused it. A rollback waits for
// whatever the build queue holds, so it never races a publish.
import { summariseFailure } from './failure-summary.mjs'
import { goBackOne } from '../releases/go-live.mjs'
import { notifyFailure } from './notify.mjs'
import { builtAt, currentRelease, previousRelease } from '../releases/releases.mjs'
import { when } from '../publish-page/publish-page.mjs'

const version = (id) => (id ? when(builtAt(id), 'medium') : '(ingen)')

/** What the history says of a rollback that found another release live than confirmed. */
const changedSummary = (expected, live) => ({
  title: 'Gikk ikke tilbake: det som er publisert, hadde endret seg',
  items: [
    {
      place: 'Tilbakestillingen',
      field: null,
      problem: `ble bekreftet fra versjonen bygget ${version(expected.from)} til versjonen bygget ${version(expected.to)}, men da den skulle gjøres, var versjonen bygget ${version(live)} publisert. Ingenting ble endret.`,
    },
  ],
  advice: 'Se hva som er publisert nå, og gå tilbake på nytt hvis det fortsatt trengs.',
})

/** The rollback of the hook `app` (server.mjs), from the parts decorated on it: its clock,
 * releases, history, build queue, publisher, audit log and failure notice. */
export const createRollback = (app) => {
  const { clock, buildHistory: history, buildQueue: queue, publisher, audit } = app
  const { deployDir, live } = app.releases
  const { webhook: failureWebhook, pageUrl } = app.failureNotice
  // How a queued rollback ended: (by, outcome, release live after).
  const onQueuedEnd = (who, outcome, release) =>
    audit.record({ who, action: 'rollback-finished', concerns: release ?? '', outcome })
  /** Goes back to the release before the live one, after whatever the queue holds:
   * 'ok', 'none' (nothing to go back to), 'refused' (the web server would not take it,
   * and the live release stays), or 'changed': the editor confirmed going from one
   * release to another (expected: { from, to }), and by now another is live or the one
   * before it is another, so nothing changes. */
  const rollBackNow = async (by, expected = null) => {
    const before = currentRelease(deployDir)
    const release = previousRelease(deployDir)
    const startedAt = new Date(clock.now()).toISOString()
    if (expected && (expected.from !== (before ?? '') || expected.to !== (release ?? ''))) {
      history.add({
        kind: 'rollback',
        by,
        startedAt,
        finishedAt: startedAt,
        outcome: 'changed',
        release: before,
        summary: changedSummary(expected, before),
      })
      return 'changed'
    }
    if (!release) return 'none'
    const { served } = await goBackOne(live)
    const summary = served.ok ? null : summariseFailure(served)
    history.add({
      kind: 'rollback',
      by,
      startedAt,
      finishedAt: new Date(clock.now()).toISOString(),
      outcome: served.ok ? 'ok' : 'failed',
      release: served.ok ? release : before,
      ...(summary && { summary }),
    })
    if (!served.ok) void notifyFailure(failureWebhook, summary, pageUrl)
    return served.ok ? 'ok' : 'refused'
  }
  /** A rollback asked for while a build runs, or waits to start (build-queue.mjs), waits
   * for it ('queued'): it never races a publish, and with `expected` it refuses to undo
   * what that publish brought. */
  const rollBack = async (by, expected = null) => {
    const buildAhead = queue.busy && (publisher.running() || queue.pending)
    const result = queue.run(() => rollBackNow(by, expected))
    if (!buildAhead) return result
    result.then(
      (outcome) => onQueuedEnd(by, outcome, currentRelease(deployDir)),
      (error) => onQueuedEnd(by, `error: ${error.message}`, currentRelease(deployDir)),
    )
    return 'queued'
  }
  return { rollBackNow, rollBack }
}
