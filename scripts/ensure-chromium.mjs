// Browser tests need Debian's Chromium (these machines cannot download browser builds).
// Install it with apt-get when we can; otherwise stop with a message that says what to do.
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import { CHROMIUM_PATH } from './chromium.mjs'

const path = CHROMIUM_PATH
if (fs.existsSync(path)) process.exit(0)

const canApt = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')
if (canApt) {
  console.log(`Chromium not found at ${path}; installing Debian's chromium package...`)
  try {
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      { stdio: 'inherit' },
    )
  } catch {
    // fall through to the message below
  }
  if (fs.existsSync(path)) process.exit(0)
}
console.error(
  [
    `Browser tests need Chromium at ${path}, and it is not there.`,
    'Install it as root with:  apt-get update && apt-get install -y chromium',
    'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
  ].join('\n'),
)
process.exit(1)
