import { checkProgrammeSize, readBuildInfo } from '../publish-guard'

describe('publish guard', () => {
  it('refuses an empty programme', () => {
    expect(() => checkProgrammeSize({ events: 0 }, null, false)).toThrow(/programme is empty/)
  })
  it('refuses a programme under half of the last published one', () => {
    expect(() => checkProgrammeSize({ events: 149 }, { events: 300 }, false)).toThrow(
      /149 events, under half of the 300 last published/,
    )
    expect(() => checkProgrammeSize({ events: 150 }, { events: 300 }, false)).not.toThrow()
  })
  it('publishes anything when the editor forces it', () => {
    expect(() => checkProgrammeSize({ events: 0 }, { events: 300 }, true)).not.toThrow()
  })
  it('treats an unreadable last build as none', () => {
    expect(readBuildInfo('{oops')).toBeNull()
    expect(readBuildInfo(null)).toBeNull()
    expect(readBuildInfo('{"events":3}')).toEqual({ events: 3 })
  })
})
