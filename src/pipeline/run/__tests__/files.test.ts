/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CALENDAR_DIR, calendarFeedPath, filmCalendarPath } from '../../../contract/paths'
import { showingCalendarPath as calendarPath } from '../../../contract/paths'
import { removeUnmade } from '../files'

const write = (dir: string, file: string, text = 'x') => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  fs.writeFileSync(path.join(dir, file), text)
}

describe('the calendars a build no longer makes', () => {
  // The rebuild hook builds where its last build ran, public/ and all.
  const kept = [
    `public${calendarPath('ev-1')}`,
    `public${filmCalendarPath('/nattskiftet-DXM1')}`,
    `public${calendarFeedPath('babykino')}`,
  ]
  const showingGone = `public${calendarPath('ev-2')}`
  const filmGone = `public${filmCalendarPath('/lysar-DXM2')}`
  const lastBuild = [...kept, showingGone, filmGone]
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outputs-'))
    for (const file of lastBuild) {
      write(dir, file, 'BEGIN:VCALENDAR')
      write(dir, `${file}.br`)
      write(dir, `${file}.gz`)
    }
    write(dir, 'public/robots.txt')
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('are removed: a showing and a film gone from the programme, and nothing else', () => {
    const made = kept.map((file) => ({ path: file, contents: 'BEGIN:VCALENDAR' }))
    const removed = removeUnmade(made, path.join(dir, 'public', CALENDAR_DIR), dir)
    expect(removed.sort()).toEqual([showingGone, filmGone].sort())
    for (const file of [showingGone, filmGone])
      expect(fs.existsSync(path.join(dir, file))).toBe(false)
    for (const file of made) expect(fs.existsSync(path.join(dir, file.path))).toBe(true)
    // Outside the calendars' folder, nothing is touched; the copies are precompress's.
    expect(fs.existsSync(path.join(dir, 'public/robots.txt'))).toBe(true)
    expect(fs.existsSync(path.join(dir, `${showingGone}.br`))).toBe(true)
  })

  it('are none on a first build, which has no calendars folder yet', () => {
    expect(removeUnmade([], path.join(dir, 'elsewhere', CALENDAR_DIR), dir)).toEqual([])
  })
})
