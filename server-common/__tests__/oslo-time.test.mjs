// Times as the Node programs write them (src/lib/oslo-time.mjs, the module the pages and the
// service worker use too), in Oslo's time whatever the machine's zone: the same as Intl's
// time-zone database and Norwegian names give, hour by hour through a year.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  osloDateTime,
  osloDayAndTime,
  osloDayKey,
  osloDaysBetween,
  osloOffset,
  osloShift,
  osloWallClock,
} from '../../src/lib/oslo-time.mjs'

const intl = (options) => new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', ...options })
const DAY_AND_DATE = intl({ weekday: 'long', day: 'numeric', month: 'long' })
const CLOCK = intl({ hour: '2-digit', minute: '2-digit' })
const SHORT = intl({ dateStyle: 'medium', timeStyle: 'short' })
const MEDIUM = intl({ dateStyle: 'medium', timeStyle: 'medium' })
const DAY_KEY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' })
const OFFSET = new Intl.DateTimeFormat('en', {
  timeZone: 'Europe/Oslo',
  timeZoneName: 'longOffset',
})

describe("Oslo's time", () => {
  it('writes every hour of a year as Intl does, days, dates and offsets alike', () => {
    for (let t = Date.UTC(2026, 0, 1, 0, 7, 9); t < Date.UTC(2027, 0, 1); t += 3_600_000) {
      const at = new Date(t)
      assert.equal(osloDayAndTime(t), `${DAY_AND_DATE.format(at)} kl. ${CLOCK.format(at)}`)
      assert.equal(osloDateTime(at.toISOString()), SHORT.format(at))
      assert.equal(osloDateTime(at.toISOString(), 'medium'), MEDIUM.format(at))
      assert.equal(osloDayKey(t), DAY_KEY.format(at))
      const offset = OFFSET.formatToParts(at).find((p) => p.type === 'timeZoneName').value
      assert.equal(osloOffset(t), offset.replace('GMT', ''))
    }
  })

  it('writes a day and a time with Norwegian names, and a dash for no time', () => {
    assert.equal(osloDayAndTime('2026-11-26T13:05:00Z'), 'torsdag 26. november kl. 14:05')
    assert.equal(osloDateTime('2026-11-26T13:05:00Z'), '26. nov. 2026, 14:05')
    assert.equal(osloDateTime(null), '–')
  })

  it('keeps a wall-clock time across a change of offset, and counts days by Oslo', () => {
    assert.equal(osloWallClock('2026-03-29', 18, 0), '2026-03-29T18:00:00+02:00')
    assert.equal(osloShift('2026-03-28T18:00:00+01:00', 1), '2026-03-29T18:00:00+02:00')
    assert.equal(osloShift('2026-10-24T18:00:00+02:00', 1), '2026-10-25T18:00:00+01:00')
    assert.equal(osloDaysBetween('2026-11-26T00:30:00+01:00', '2026-11-26T22:59:00Z'), 0)
    assert.equal(osloDaysBetween('2026-11-26T22:59:00Z', '2026-11-26T23:00:00Z'), 1)
  })
})
