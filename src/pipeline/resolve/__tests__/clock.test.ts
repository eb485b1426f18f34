/** @jest-environment node */
import { applyClock, clockFromEnv, shiftEvent } from '../clock'
import type { ProgrammeEvent } from '../../../contract/records/programme'

const ev = (id: string, startTime: string) => ({ id, startTime }) as ProgrammeEvent

describe('shiftEvent', () => {
  it('keeps the Oslo wall-clock time when moving across the spring DST change', () => {
    expect(shiftEvent(ev('a', '2026-03-27T18:00:00+01:00'), 3).startTime).toBe(
      '2026-03-30T18:00:00+02:00',
    )
  })
  it('keeps the Oslo wall-clock time when moving across the autumn DST change', () => {
    expect(shiftEvent(ev('a', '2026-10-23T20:30:00+02:00'), 7).startTime).toBe(
      '2026-10-30T20:30:00+01:00',
    )
  })
})

describe('applyClock', () => {
  const programme = [
    ev('first', '2026-11-23T12:00:00+01:00'),
    ev('evening', '2026-11-23T20:00:00+01:00'),
    ev('next-day', '2026-11-24T18:00:00+01:00'),
  ]

  it('moves the programme so that its first day is today, and drops what has started', () => {
    const now = new Date('2027-02-10T15:00:00+01:00')
    const shifted = applyClock(programme, { now, shift: true })
    expect(shifted.map((e) => [e.id, e.startTime])).toEqual([
      ['evening', '2027-02-10T20:00:00+01:00'],
      ['next-day', '2027-02-11T18:00:00+01:00'],
    ])
  })

  it('takes dates as they are when not shifting, still dropping started showings', () => {
    const now = new Date('2026-11-23T13:00:00+01:00')
    expect(applyClock(programme, { now, shift: false }).map((e) => e.id)).toEqual([
      'evening',
      'next-day',
    ])
  })
})

describe('clockFromEnv', () => {
  it('reads PROGRAMME_NOW and PROGRAMME_DATES', () => {
    const clock = clockFromEnv(
      { PROGRAMME_NOW: '2026-11-23T08:00:00+01:00', PROGRAMME_DATES: 'asis' },
      true,
    )
    expect(clock).toEqual({ now: new Date('2026-11-23T07:00:00Z'), shift: false })
    expect(clockFromEnv({}, true).shift).toBe(true)
  })
  it('refuses nonsense', () => {
    expect(() => clockFromEnv({ PROGRAMME_NOW: 'i går' }, true)).toThrow(
      'PROGRAMME_NOW is not a date: "i går"',
    )
    expect(() => clockFromEnv({ PROGRAMME_DATES: 'sometimes' }, true)).toThrow(
      'PROGRAMME_DATES must be shift or asis',
    )
  })
})
