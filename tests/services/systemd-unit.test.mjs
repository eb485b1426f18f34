// The rebuild hook's systemd unit, as a municipality's security review reads it: rated by
// `systemd-analyze security` (installed by scripts/ensure-tool.mjs and .ci/run), with no
// sudo anywhere in what ops/ installs, and the reload allowed for nginx's unit alone.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { describe, it } from 'node:test'

const UNIT = 'ops/kulturhus-rebuild-hook.service'
const EXPOSURE_AT_MOST = 4.0

const settings = (file) =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /^\w+=/.test(line))
    .map((line) => line.split(/=(.*)/s).slice(0, 2))

describe("the rebuild hook's systemd unit", () => {
  it(`is rated ${EXPOSURE_AT_MOST} or lower by systemd-analyze security`, () => {
    const report = execFileSync(
      'systemd-analyze',
      ['security', '--no-pager', '--offline=true', UNIT],
      { encoding: 'utf8' },
    )
    const exposure = Number(/Overall exposure level for [^:]+: ([\d.]+)/.exec(report)?.[1])
    console.log(`systemd-analyze security: ${exposure}`)
    assert.ok(exposure <= EXPOSURE_AT_MOST, `${exposure}`)
  })

  it('gains no privileges, writes only /srv/kulturhus, and holds no capabilities', () => {
    const unit = Object.fromEntries(settings(UNIT))
    assert.equal(unit.NoNewPrivileges, 'yes')
    assert.equal(unit.ProtectSystem, 'strict')
    assert.equal(unit.ReadWritePaths, '/srv/kulturhus')
    assert.equal(unit.CapabilityBoundingSet, '')
    assert.equal(unit.User, 'kulturhus')
  })

  it('reloads nginx without sudo: ops/ installs no sudoers rule, and polkit allows that one reload', () => {
    assert.deepEqual(
      fs.readdirSync('ops').filter((f) => /sudo/.test(f)),
      [],
    )
    const exec = settings(UNIT).filter(([name]) => name.startsWith('Exec'))
    assert.deepEqual(
      exec.filter(([, value]) => /\bsudo\b/.test(value)),
      [],
    )
    const operations = fs.readFileSync('docs/operations.md', 'utf8')
    assert.match(operations, /^ *WEB_SERVER_RELOAD=\/usr\/bin\/systemctl reload nginx$/m)
    const rule = fs.readFileSync('ops/kulturhus-reload.rules', 'utf8')
    for (const part of [
      "action.lookup('unit') === 'nginx.service'",
      "action.lookup('verb') === 'reload'",
      "subject.user === 'kulturhus'",
    ])
      assert.ok(rule.includes(part), part)
  })
})
