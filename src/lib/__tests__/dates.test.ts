import {
  addDays,
  daysBetween,
  formatDay,
  formatTime,
  osloDayKey,
  osloInstant,
  osloIso,
} from '../dates'

describe('Oslo dates', () => {
  it('puts an instant on its Oslo calendar day, also just after midnight in summer and winter', () => {
    expect(osloDayKey('2026-01-15T23:30:00Z')).toBe('2026-01-16') // 00:30 CET
    expect(osloDayKey('2026-07-15T22:30:00Z')).toBe('2026-07-16') // 00:30 CEST
    expect(osloDayKey('2026-07-15T21:30:00Z')).toBe('2026-07-15') // 23:30 CEST
  })

  it('reads times in Oslo time whatever the machine zone', () => {
    expect(formatTime('2026-03-28T17:00:00Z')).toBe('18:00') // winter time, UTC+1
    expect(formatTime('2026-03-30T16:00:00Z')).toBe('18:00') // summer time, UTC+2
  })

  it('names days in Norwegian', () => {
    expect(formatDay('2026-11-21T18:00:00+01:00')).toBe('lørdag 21. november')
  })

  it('finds the instant of an Oslo wall-clock time on both sides of a DST change', () => {
    expect(osloInstant('2026-03-28', 18, 0).toISOString()).toBe('2026-03-28T17:00:00.000Z')
    expect(osloInstant('2026-03-29', 18, 0).toISOString()).toBe('2026-03-29T16:00:00.000Z')
    expect(osloInstant('2026-10-25', 18, 0).toISOString()).toBe('2026-10-25T17:00:00.000Z')
  })

  it('writes an instant with its Oslo offset', () => {
    expect(osloIso(new Date('2026-03-29T16:00:00Z'))).toBe('2026-03-29T18:00:00+02:00')
    expect(osloIso(new Date('2026-11-21T17:00:00Z'))).toBe('2026-11-21T18:00:00+01:00')
  })

  it('counts and adds calendar days across DST', () => {
    expect(daysBetween('2026-03-27', '2026-03-30')).toBe(3)
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26')
  })
})
