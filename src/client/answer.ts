// Every partner answer is checked against its wire schema before any code past the API
// module sees it. A body that does not parse (a cut-off answer, an HTML page with status
// 200) or does not fit becomes an UnreadableAnswer, so nothing of it reaches state.
// valibot, not zod: its schemas cost 1.6 KB gzip in the member chunk where zod's mini build
// costs 6.7 KB (docs/decisions/valibot-at-the-partner-boundary.md).
import type { AxiosResponse } from 'axios'
import { getDotPath, safeParse, type GenericSchema, type InferOutput } from 'valibot'
import { UnreadableAnswer } from './api-error'

const where = (data: unknown, path: string | null, message: string) => {
  if (typeof data === 'string')
    return `Svaret er ikke JSON (${data.length} tegn, begynner «${data.slice(0, 40)}»)`
  return `Svaret passer ikke: ${path ?? '(hele svaret)'}: ${message}`
}

/** The answer's body, checked against the schema; throws UnreadableAnswer if it fails. */
export const checked =
  <S extends GenericSchema>(schema: S) =>
  ({ status, data }: AxiosResponse): InferOutput<S> => {
    const result = safeParse(schema, data)
    if (result.success) return result.output
    const [issue] = result.issues
    throw new UnreadableAnswer(status, where(data, getDotPath(issue), issue.message))
  }
