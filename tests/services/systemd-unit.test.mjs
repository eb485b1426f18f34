// The rebuild hook's and its builds' systemd units, as a municipality's security review reads
// them: rated by `systemd-analyze security` (installed by scripts/ensure-tool.mjs and
// .ci/run), no sudo anywhere in what ops/ installs, the hook's secrets as credentials, and
// the polkit rule, run as polkit runs it, allowing the hook's user the reload of nginx and
// its two build units, and nothing else.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { describe, it } from 'node:test'
import vm from 'node:vm'

const HOOK = 'ops/kulturhus-rebuild-hook.service'
const BUILD = 'ops/kulturhus-build@.service'
const EXPOSURE_AT_MOST = 2.0

const settings = (file) =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /^\w+=/.test(line))
    .map((line) => line.split(/=(.*)/s).slice(0, 2))
const unit = (file) => Object.fromEntries(settings(file))
const all = (file, name) =>
  settings(file)
    .filter(([key]) => key === name)
    .map(([, v]) => v)

const exposure = (file) => {
  const report = execFileSync(
    'systemd-analyze',
    ['security', '--no-pager', '--offline=true', file.split('/').pop()],
    { encoding: 'utf8', cwd: 'ops' },
  )
  return Number(/Overall exposure level for [^:]+: ([\d.]+)/.exec(report)?.[1])
}

/** The polkit rule as polkit runs it: its function given an action and a subject. */
const polkitRule = () => {
  let rule = null
  const polkit = {
    Result: { YES: 'yes', NOT_HANDLED: 'not handled' },
    addRule: (fn) => (rule = fn),
  }
  vm.runInNewContext(fs.readFileSync('ops/kulturhus-reload.rules', 'utf8'), { polkit })
  return (id, unitName, verb, user = 'kulturhus') =>
    rule({ id, lookup: (key) => ({ unit: unitName, verb })[key] }, { user })
}

describe("the rebuild hook's and its builds' systemd units", () => {
  for (const file of [HOOK, BUILD])
    it(`${file} is rated ${EXPOSURE_AT_MOST} or lower by systemd-analyze security`, () => {
      const rated = exposure(file)
      console.log(`systemd-analyze security ${file}: ${rated}`)
      assert.ok(rated <= EXPOSURE_AT_MOST, `${rated}`)
    })

  it('each gains no privileges, holds no capabilities, and reaches loopback alone', () => {
    for (const file of [HOOK, BUILD]) {
      const u = unit(file)
      assert.equal(u.NoNewPrivileges, 'yes', file)
      assert.equal(u.ProtectSystem, 'strict', file)
      assert.equal(u.CapabilityBoundingSet, '', file)
      assert.equal(u.IPAddressDeny, 'any', file)
      assert.equal(u.IPAddressAllow, 'localhost', file)
    }
  })

  it('runs the hook as kulturhus, writing only /srv/kulturhus, its secrets as credentials', () => {
    const u = unit(HOOK)
    assert.equal(u.User, 'kulturhus')
    assert.equal(u.ReadWritePaths, '/srv/kulturhus')
    assert.deepEqual(
      all(HOOK, 'LoadCredential').map((c) => c.split(':')[0]),
      ['rebuild-secret', 'editor-password', 'build-failed-webhook-url'],
    )
    assert.doesNotMatch(fs.readFileSync(HOOK, 'utf8'), /^Environment=.*(SECRET|PASSWORD)/m)
  })

  it('runs each build as another user, in a workspace of its own, ending all it started', () => {
    const u = unit(BUILD)
    assert.equal(u.User, 'kulturhus-build')
    assert.notEqual(u.User, unit(HOOK).User)
    assert.equal(u.Type, 'oneshot')
    assert.equal(u.KillMode, 'control-group')
    assert.equal(u.StateDirectory, 'kulturhus-build')
    assert.equal(u.ReadWritePaths, undefined, 'a build may write only its StateDirectory')
    assert.equal(u.ProtectProc, 'invisible')
    assert.match(u.ExecStart, /rebuild-hook\/publishing\/build-job\.mjs %i$/)
    assert.notEqual(u.EnvironmentFile, unit(HOOK).EnvironmentFile)
  })

  it('reloads nginx and runs the builds without sudo: polkit allows exactly that', () => {
    assert.deepEqual(
      fs.readdirSync('ops').filter((f) => /sudo/.test(f)),
      [],
    )
    for (const file of [HOOK, BUILD])
      assert.deepEqual(
        settings(file).filter(([name, value]) => name.startsWith('Exec') && /\bsudo\b/.test(value)),
        [],
      )
    const operations = fs.readFileSync('docs/operations.md', 'utf8')
    assert.match(operations, /^ *WEB_SERVER_RELOAD=\/usr\/bin\/systemctl reload nginx$/m)
    assert.match(
      operations,
      /^ *BUILD_START=\/usr\/bin\/systemctl start kulturhus-build@\{mode\}\.service$/m,
    )
    const allows = polkitRule()
    const MANAGE = 'org.freedesktop.systemd1.manage-units'
    for (const [unitName, verb] of [
      ['nginx.service', 'reload'],
      ['kulturhus-build@publish.service', 'start'],
      ['kulturhus-build@publish.service', 'stop'],
      ['kulturhus-build@preview.service', 'start'],
      ['kulturhus-build@preview.service', 'stop'],
    ])
      assert.equal(allows(MANAGE, unitName, verb), 'yes', `${unitName} ${verb}`)
    for (const [id, unitName, verb, user] of [
      [MANAGE, 'nginx.service', 'stop'],
      [MANAGE, 'nginx.service', 'restart'],
      [MANAGE, 'kulturhus-build@publish.service', 'restart'],
      [MANAGE, 'kulturhus-build@evil.service', 'start'],
      [MANAGE, 'kulturhus-rebuild-hook.service', 'stop'],
      [MANAGE, 'ssh.service', 'start'],
      [MANAGE, 'nginx.service', 'reload', 'kulturhus-build'],
      [MANAGE, 'nginx.service', 'reload', 'www-data'],
      ['org.freedesktop.systemd1.manage-unit-files', 'nginx.service', 'reload'],
    ])
      assert.equal(
        allows(id, unitName, verb, user),
        'not handled',
        `${user ?? ''} ${unitName} ${verb}`,
      )
  })
})
