// Runs node:test on the *.test.mjs files of the folders given, with the flags given:
//   node scripts/node-test.mjs [--test-concurrency=2 ...] [--except=<file>] <folder or file>...
// Node 20 takes a folder after --test and finds its tests; Node 22 and later take only
// files and glob patterns, which Node 20 does not expand. Naming the files works on both.
// --test-force-exit: a file whose tests have all ended exits even if a handle it opened
// (a server, a socket, a timer) would keep it alive. Without it such a file hangs the run
// with every test already passed; the verdicts are in before it exits, so none is lost.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

// --except=<file> leaves that file out (the Node 24 pass in scripts/test.mjs).
const args = process.argv.slice(2)
const except = new Set(
  args.filter((a) => a.startsWith('--except=')).map((a) => path.normalize(a.slice(9))),
)
const flags = args.filter((a) => a.startsWith('--') && !a.startsWith('--except='))
const files = args
  .filter((a) => !a.startsWith('--'))
  .flatMap((target) =>
    fs.statSync(target).isDirectory()
      ? fs
          .readdirSync(target, { recursive: true })
          .filter((f) => f.endsWith('.test.mjs'))
          .sort()
          .map((f) => path.join(target, f))
      : [target],
  )
  .filter((file) => !except.has(path.normalize(file)))
const { status, signal } = spawnSync(
  process.execPath,
  ['--test', '--test-force-exit', ...flags, ...files],
  {
    stdio: 'inherit',
  },
)
process.exit(status ?? (signal ? 1 : 0))
