// The script gatsby-plugin-offline appends to its service worker (appendScript in
// gatsby-config.ts): src/service-worker/offline.js, after the one Oslo-time module
// (src/lib/oslo-time.mjs) that it writes times with. The plugin's worker is a classic
// script, so the module's exports become the fields of `osloTime`.

/** Where the build's first stage writes it, from the project's folder. */
export const WORKER_SCRIPT = '.cache/offline-worker.js'

/** The script the worker imports before everything else (src/service-worker/scripts.js),
 * copied as it is to the site's root, where the worker loads it (importFirstInOfflineWorker). */
export const WORKER_IMPORT = 'sw-scripts.js'

/** The module as a classic script's function body: its `export const` lines become plain
 * ones, returned together. The module has no imports and exports nothing else (checked). */
const asFunctionBody = (moduleSource: string) => {
  if (/^\s*(import|export (?!const ))/m.test(moduleSource))
    throw new Error('The Oslo-time module must hold no import and export only consts.')
  const names = [...moduleSource.matchAll(/^export const (\w+)/gm)].map((m) => m[1])
  return `${moduleSource.replace(/^export const /gm, 'const ')}\nreturn { ${names.join(', ')} }`
}

export const workerScript = (osloTimeSource: string, offlineSource: string): string =>
  [
    '// Made by the build (src/pipeline/outputs/worker-script.ts); edit the files it names.',
    `const osloTime = (() => {\n${asFunctionBody(osloTimeSource)}\n})()`,
    offlineSource,
  ].join('\n')
