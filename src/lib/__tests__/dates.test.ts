import {
  addDays,
  daysBetween,
  formatDate,
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

  it('agrees with the time-zone database at every hour around each DST change, 1996-2040', () => {
    const reference = new Intl.DateTimeFormat('nb-NO', {
      timeZone: 'Europe/Oslo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    const expected = (time: number) => {
      const p = Object.fromEntries(reference.formatToParts(time).map((x) => [x.type, x.value]))
      return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`
    }
    const mismatches: string[] = []
    const check = (time: number) => {
      const actual = `${osloDayKey(new Date(time))} ${formatTime(new Date(time))}`
      if (actual !== expected(time)) mismatches.push(`${new Date(time).toISOString()}: ${actual}`)
    }
    for (let year = 1996; year <= 2040; year++) {
      for (const [month, from, to] of [
        [2, 22, 33], // the last Sunday in March falls on the 25th-31st
        [9, 22, 33], // and in October too
      ] as const) {
        for (let hour = from * 24; hour < to * 24; hour++)
          check(Date.UTC(year, month, 1) + hour * 3_600_000 + 30 * 60_000)
      }
      for (let day = 0; day < 366; day += 3) check(Date.UTC(year, 0, 1) + day * 86_400_000)
    }
    expect(mismatches).toEqual([])
  })

  it('names days and months as Norwegian Intl does', () => {
    const long = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', ...options })
    for (let day = 0; day < 366; day += 5) {
      const instant = new Date(Date.UTC(2026, 0, 1, 11) + day * 86_400_000)
      expect(formatDay(instant)).toBe(
        long({ weekday: 'long', day: 'numeric', month: 'long' }).format(instant),
      )
      expect(formatDate(instant)).toBe(
        long({ day: 'numeric', month: 'long', year: 'numeric' }).format(instant),
      )
    }
  })

  it('refuses a value that is not a date', () => {
    expect(() => formatTime('i morgen')).toThrow(RangeError)
  })
})
