import fs from 'node:fs'
import path from 'node:path'
import { ContentError } from '../../errors'
import { RemoteContentError } from '../../load/load-remote'
import { failureReport, writeFailureReport } from '../failure-report'
import { checkProgrammeSize } from '../publish-guard'
import { scratchDir } from '../../../testing/scratch-dir'

const fault = {
  file: 'content/pages/kino.json',
  record: 'page-kino',
  field: 'path',
  message: 'is missing',
}

const refusal = (current: number, previous: number | null) => {
  try {
    checkProgrammeSize({ events: current }, previous === null ? null : { events: previous }, false)
  } catch (error) {
    return failureReport(error)
  }
  return null
}

describe('the failure report the rebuild hook reads', () => {
  it('keeps every content fault with its file, record and field', () => {
    expect(failureReport(new ContentError([fault, { ...fault, field: 'title' }]))).toEqual({
      kind: 'content',
      faults: [fault, { ...fault, field: 'title' }],
    })
  })

  it('names a content source that failed, and the sizes of a refused programme', () => {
    expect(
      failureReport(new RemoteContentError('platform API GET sites/1/events failed: answered 503')),
    ).toEqual({
      kind: 'source',
      message: 'platform API GET sites/1/events failed: answered 503',
    })
    expect(refusal(0, 40)).toEqual({ kind: 'refused', events: 0, previous: 40 })
    expect(refusal(12, 40)).toEqual({ kind: 'refused', events: 12, previous: 40 })
  })

  it('writes nothing for an error that is not about content, or without a file to write to', () => {
    const dir = scratchDir('report-')
    const file = path.join(dir, 'report.json')
    writeFailureReport(file, new Error('webpack ran out of memory'))
    expect(fs.existsSync(file)).toBe(false)
    writeFailureReport(undefined, new ContentError([fault]))
    writeFailureReport(file, new ContentError([fault]))
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ kind: 'content', faults: [fault] })
  })
})
