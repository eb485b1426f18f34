// Tells the editors' chat that a build failed: one POST of {"text": ...} to an incoming
// webhook (BUILD_FAILED_WEBHOOK_URL), the body Slack's and Teams' incoming webhooks both
// accept. The address is a secret (it carries the webhook's key), so it is never logged.
// A notification that fails is logged and otherwise ignored: it never fails a build.
import { summaryText } from './failure-summary.mjs'

const TIMEOUT_MS = 5000

export const failureMessage = (summary, pageUrl) => ({
  text: `Publiseringen feilet. ${summaryText(summary)}\n\nSe publiseringssiden: ${pageUrl}`,
})

export const notifyFailure = async (webhookUrl, summary, pageUrl, log = console) => {
  if (!webhookUrl) return false
  try {
    const answer = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(failureMessage(summary, pageUrl)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    })
    if (!answer.ok) throw new Error(`answered ${answer.status}`)
    return true
  } catch (error) {
    const reason = String(error.message).replaceAll(webhookUrl, '<the webhook address>')
    log.error(`The failed-build notification was not delivered: ${reason}`)
    return false
  }
}
