// npm test: the whole suite, stage by stage, each stage's time printed as it ends and all
// of them in a table at the end. A stage runs only when the one before it passed, as the
// chain of `&&` it replaces did. Commands of one stage run side by side (typecheck, eslint
// and prettier each use a core for a minute), their output printed whole as each ends.
//   node scripts/test.mjs            every stage (npm test)
//   node scripts/test.mjs --quick    types, lint and unit (npm run test:quick)
//   node scripts/test.mjs --node-pass  unit, services and build tests, on the test builds
//                                    already made: what .ci/run runs again on Node 24
import { spawn } from 'node:child_process'

// A command marked quick runs in npm run test:quick, one marked nodePass again on Node 24.
const STAGES = [
  {
    name: 'types and lint',
    commands: [
      { run: 'tsc --noEmit', quick: true },
      { run: 'eslint .', quick: true },
      { run: 'prettier --check .', quick: true },
    ],
  },
  // Jest keeps one core busy; the service tests wait on sockets and timers half the time.
  // Side by side: 89 s, against 139 s one after the other.
  {
    name: 'unit and services',
    commands: [
      { run: 'npm run test:unit --silent', quick: true, nodePass: true },
      { run: 'npm run test:services --silent', nodePass: true },
    ],
  },
  // Side by side with the install test (npm ci --omit=dev and a build in a scratch copy),
  // the three test builds took as long as one after the other (290 s against 143 + 129 s):
  // both are bound by the two cores.
  { name: 'test builds', commands: [{ run: 'npm run build:test --silent' }] },
  // Two of them build the site again: with production dependencies only, and a preview.
  { name: 'build tests', commands: [{ run: 'npm run test:build --silent', nodePass: true }] },
  { name: 'nginx', commands: [{ run: 'npm run test:nginx --silent' }] },
  { name: 'browser', commands: [{ run: 'npm run test:browser --silent' }] },
]

const mode = process.argv[2]
const wanted = (command) =>
  mode === '--quick' ? command.quick : mode === '--node-pass' ? command.nodePass : true
const stages = STAGES.map((stage) => ({
  ...stage,
  commands: stage.commands.filter(wanted).map((command) => command.run),
})).filter((stage) => stage.commands.length > 0)
console.log(`Node ${process.version}`)

const run = (command, alone) =>
  new Promise((resolve) => {
    const started = performance.now()
    // npx finds the project's own binaries (tsc, eslint, prettier) as npm scripts do.
    const [cmd, ...args] = command.startsWith('npm ')
      ? command.split(' ')
      : ['npx', ...command.split(' ')]
    const child = spawn(cmd, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.stderr?.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => {
      if (!alone) process.stdout.write(output)
      resolve({ command, ok: code === 0, seconds: (performance.now() - started) / 1000 })
    })
  })

// Whole seconds first, so that 359.6 s reads «6 min 0 s», not «5 min 60 s».
const format = (seconds) => {
  const whole = Math.round(seconds)
  return whole >= 60 ? `${Math.floor(whole / 60)} min ${whole % 60} s` : `${seconds.toFixed(1)} s`
}

const times = []
const began = performance.now()
let failed = null
for (const stage of stages) {
  console.log(`\n=== ${stage.name} ===`)
  const started = performance.now()
  const alone = stage.commands.length === 1
  const results = await Promise.all(stage.commands.map((command) => run(command, alone)))
  const seconds = (performance.now() - started) / 1000
  times.push([stage.name, seconds])
  console.log(`=== ${stage.name}: ${format(seconds)} ===`)
  const failures = results.filter((r) => !r.ok)
  if (failures.length) {
    failed = `${stage.name} (${failures.map((r) => r.command).join(', ')})`
    break
  }
}

const total = (performance.now() - began) / 1000
console.log(
  `\n${'stage'.padEnd(18)} time\n${times.map(([name, s]) => `${name.padEnd(18)} ${format(s)}`).join('\n')}\n${'total'.padEnd(18)} ${format(total)}`,
)
if (failed) {
  console.log(`\nFailed: ${failed}`)
  process.exit(1)
}
