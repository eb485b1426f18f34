import fs from 'node:fs'
import vm from 'node:vm'
import { workerScript } from '../worker-script'

const OSLO_TIME = fs.readFileSync('src/lib/oslo-time.mjs', 'utf8')

describe("the service worker's appended script", () => {
  it('hands the one Oslo-time module to the offline script as osloTime', () => {
    const context: { written?: string } = {}
    vm.runInNewContext(
      workerScript(OSLO_TIME, "written = osloTime.osloDayAndTime('2026-11-26T13:05:00Z')"),
      context,
    )
    expect(context.written).toBe('torsdag 26. november kl. 14:05')
  })

  it('refuses a module it cannot put in a classic script', () => {
    expect(() => workerScript("import x from 'y'\nexport const a = 1", '')).toThrow(/no import/)
    expect(() => workerScript('export default 1', '')).toThrow(/only consts/)
  })

  it('puts the offline script whole after the module', () => {
    const offline = fs.readFileSync('src/service-worker/offline.js', 'utf8')
    expect(workerScript(OSLO_TIME, offline).endsWith(`\n${offline}`)).toBe(true)
  })
})
