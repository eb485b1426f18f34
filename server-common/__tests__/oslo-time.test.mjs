// Times as the Node programs write them, in Oslo's time whatever the machine's zone.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { osloDateTime, osloDayAndTime, osloDayKey, osloOffset } from '../oslo-time.mjs'

describe("Oslo's time", () => {
  it('writes a day and a time with Norwegian names, in winter and in summer', () => {
    assert.equal(osloDayAndTime('2026-11-26T13:05:00Z'), 'torsdag 26. november kl. 14:05')
    assert.equal(osloDayAndTime('2026-06-26T13:05:00Z'), 'fredag 26. juni kl. 15:05')
  })

  it('writes a date and time for the publish page, and a dash for none', () => {
    assert.equal(osloDateTime('2026-11-26T13:05:00Z'), '26. nov. 2026, 14:05')
    assert.equal(osloDateTime(null), '–')
  })

  it('gives the day and the offset of an instant, across midnight and daylight saving', () => {
    assert.equal(osloDayKey('2026-11-26T23:30:00Z'), '2026-11-27')
    assert.equal(osloOffset('2026-11-26T12:00:00Z'), '+01:00')
    assert.equal(osloOffset('2026-06-26T12:00:00Z'), '+02:00')
  })
})
