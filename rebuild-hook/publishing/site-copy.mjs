// A copy of the project to build the site in: what a build reads from the project (the
// files below), with node_modules linked, not copied. The preview builds in one beside the
// live build, a jailed build (build-job.mjs) in one its own user owns, and the benchmark in
// scratch ones. The copy is refreshed keeping file times, so Gatsby's caches in it stay warm.
import fs from 'node:fs'
import path from 'node:path'

/** What a build of the site reads from the project. */
export const SITE_FILES = [
  'src',
  'static',
  'content',
  'gatsby-config.ts',
  'gatsby-node.js',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package.json',
  'tsconfig.json',
]

/** Makes workDir a copy of the project's site files (node_modules linked). */
export const refreshSiteCopy = (projectDir, workDir) => {
  fs.mkdirSync(workDir, { recursive: true })
  for (const entry of SITE_FILES) {
    const from = path.join(projectDir, entry)
    const to = path.join(workDir, entry)
    fs.rmSync(to, { recursive: true, force: true })
    if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true, preserveTimestamps: true })
  }
  const modules = path.join(workDir, 'node_modules')
  if (!fs.existsSync(modules) && fs.existsSync(path.join(projectDir, 'node_modules')))
    fs.symlinkSync(path.join(projectDir, 'node_modules'), modules, 'dir')
}
