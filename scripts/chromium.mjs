// Debian's Chromium and the flags it runs with, for the browser tests and Lighthouse
// (these machines cannot download browser builds; see scripts/ensure-tool.mjs).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
