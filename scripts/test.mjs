// npm test: the whole suite, each step's time printed as it ends and all of them in a table
// at the end. A step starts as soon as the steps it needs have passed, not when everything
// before it in the list has: the suite is bound by the two cores, and a step that waits on
// sockets, timers or one of Gatsby's single-threaded phases leaves a core to the step beside
// it. A step whose needs failed does not run; the steps already running end first.
//   node scripts/test.mjs            every step (npm test)
//   node scripts/test.mjs --quick    types, lint and unit (npm run test:quick)
//   node scripts/test.mjs --node-pass  services and build tests, on the test builds already
//                                    made: what .ci/run runs again on Node 24
import { spawnGroup, stopGroup } from './process-groups.mjs'

// A command marked quick runs in npm run test:quick, one marked nodePass again on Node 24
// (or, when nodePass is a command, that command there).
// `minutes` is a command's deadline: one still running then has hung (your CI once waited
// on the Node 24 pass's unit tests and services until its own limit, and printed nothing of
// them). It is stopped with everything it started, its output so far is printed, and it
// fails. Each is about three times the longest it took on a slow machine: the build tests
// took 16 minutes in your CI, and the install build test alone 14.6 beside the browser files.
// `needs` names the steps whose output a step reads: the test builds' folders.
// `yields` marks a step that no other step waits for, run at a lower priority (nice 10)
// beside the test builds, which every later step waits for: the builds take the cores
// first, and it fills what the builds' single-threaded phases leave. Only a step without
// deadlines yields: unit and services at nice 10 beside the Node 24 pass's build tests got
// so little of the processor that image tests went past Jest's 5 s.
const STEPS = [
  {
    name: 'types and lint',
    yields: true,
    commands: [
      { run: 'tsc --noEmit', quick: true, minutes: 20 },
      { run: 'eslint .', quick: true, minutes: 20 },
      { run: 'prettier --check .', quick: true, minutes: 15 },
    ],
  },
  // The unit tests check the site's own code (the browser's, in jsdom, and the pipeline's
  // modules), which Node's version does not change: they do not run again on Node 24, where
  // the build tests build the site. They have deadlines, so they do not yield.
  {
    name: 'unit',
    commands: [{ run: 'npm run test:unit --silent', quick: true, minutes: 20 }],
  },
  {
    name: 'services',
    commands: [{ run: 'npm run test:services --silent', nodePass: true, minutes: 20 }],
  },
  { name: 'test builds', commands: [{ run: 'npm run build:test --silent', minutes: 30 }] },
  // Two of them build the site again: with production dependencies only, and a preview.
  // On Node 24 the first is enough to show that the site builds there: the preview is the
  // same build beside a live release, and the longest of them.
  {
    name: 'build tests',
    needs: ['test builds'],
    commands: [
      {
        run: 'npm run test:build --silent',
        nodePass: 'npm run test:build --silent -- --except=tests/build/preview.test.mjs',
        minutes: 45,
      },
    ],
  },
  // Its tests get 30 s each, not Jest's 5: beside the browser files and the build tests, one
  // that takes 1 s alone took more than 5.
  {
    name: 'nginx',
    needs: ['test builds'],
    commands: [{ run: 'npm run test:nginx --silent', minutes: 15 }],
  },
  // The longest step: its runner prints each file whole as it ends, so its output is shown
  // as it comes; the other commands' output is printed whole when each ends.
  {
    name: 'browser',
    needs: ['test builds'],
    live: true,
    commands: [{ run: 'npm run test:browser --silent', minutes: 60 }],
  },
]

const mode = process.argv[2]
const wanted = (command) =>
  mode === '--quick' ? command.quick : mode === '--node-pass' ? command.nodePass : true
// A command's nodePass may name what runs on Node 24 instead.
const inThisMode = (command) =>
  mode === '--node-pass' && typeof command.nodePass === 'string'
    ? { ...command, run: command.nodePass }
    : command
const steps = STEPS.map((step) => ({
  ...step,
  commands: step.commands.filter(wanted).map(inThisMode),
})).filter((step) => step.commands.length > 0)
const present = new Set(steps.map((step) => step.name))
console.log(`Node ${process.version}`)

const run = ({ run: command, minutes }, { live, yields }) =>
  new Promise((resolve) => {
    // npx finds the project's own binaries (tsc, eslint, prettier) as npm scripts do.
    const words = command.startsWith('npm ') ? command.split(' ') : ['npx', ...command.split(' ')]
    // A group of its own: a deadline or a signal stops all it started, not only npm.
    const child = spawnGroup(words[0], words.slice(1), {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      nice: yields ? 10 : undefined,
    })
    let output = ''
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.stderr?.on('data', (chunk) => (output += chunk))
    const hung = setTimeout(() => {
      output += `\n${command} had not ended after ${minutes} minutes: stopped, with all it started.\n`
      stopGroup(child.pid)
    }, minutes * 60_000)
    child.on('exit', (code) => {
      clearTimeout(hung)
      resolve({ command, ok: code === 0, output })
    })
  })

// Whole seconds first, so that 359.6 s reads «6 min 0 s», not «5 min 60 s».
const format = (seconds) => {
  const whole = Math.round(seconds)
  return whole >= 60 ? `${Math.floor(whole / 60)} min ${whole % 60} s` : `${seconds.toFixed(1)} s`
}

const began = performance.now()
const since = () => format((performance.now() - began) / 1000)
const times = []
const failures = []

/** Runs a step once its needs have passed; resolves to whether it passed (or was skipped). */
const started = new Map()
const runStep = (step) => {
  if (started.has(step.name)) return started.get(step.name)
  const result = (async () => {
    const needs = (step.needs ?? []).filter((name) => present.has(name))
    const passed = await Promise.all(
      needs.map((name) => runStep(steps.find((s) => s.name === name))),
    )
    if (passed.includes(false)) {
      times.push([step.name, null])
      return false
    }
    console.log(`\n=== ${step.name}: starts at ${since()} ===`)
    const from = performance.now()
    // A command's output is printed as soon as it ends, not when its step does: when one
    // of a step's commands hangs, the other's result is already on the screen.
    const results = await Promise.all(
      step.commands.map((command) =>
        run(command, step).then((result) => {
          if (result.output) process.stdout.write(result.output)
          if (step.commands.length > 1) {
            const verdict = result.ok ? 'passed' : 'failed'
            console.log(`--- ${command.run}: ${verdict} at ${since()} ---`)
          }
          return result
        }),
      ),
    )
    const seconds = (performance.now() - from) / 1000
    times.push([step.name, seconds])
    console.log(`=== ${step.name}: ${format(seconds)}, ended at ${since()} ===`)
    const failed = results.filter((r) => !r.ok).map((r) => r.command)
    if (failed.length) failures.push(`${step.name} (${failed.join(', ')})`)
    return failed.length === 0
  })()
  started.set(step.name, result)
  return result
}

await Promise.all(steps.map(runStep))

const order = steps.map((step) => step.name)
times.sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]))
const total = (performance.now() - began) / 1000
console.log(
  `\n${'step'.padEnd(18)} time (side by side where one did not need another)\n` +
    times
      .map(([name, s]) => `${name.padEnd(18)} ${s === null ? 'not run' : format(s)}`)
      .join('\n') +
    `\n${'total'.padEnd(18)} ${format(total)}`,
)
if (failures.length) {
  console.log(`\nFailed: ${failures.join('; ')}`)
  process.exit(1)
}
