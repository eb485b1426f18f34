// The rebuild hook publishing into a folder that the files of ops/nginx/ serve, as on the
// server: the "builds" are copies of the test build that a stand-in build command copies
// into public/, one without a film's page and one with it and a redirect more. Shared by
// the publish-through-nginx and the caching-proxy tests.
import fs from 'node:fs'
import path from 'node:path'
import nginxSite from '../../scripts/nginx-site.js'
import { createRebuildHook } from '../../rebuild-hook/server.mjs'
import { setEditor } from '../../rebuild-hook/editors/editor-accounts.mjs'

const { configureOps, NGINX, tempDir } = nginxSite
export const SECRET = 'a-long-shared-secret-for-tests'
export const EDITOR = { account: 'drift', name: 'Drift', password: 'driftens-eget-passord-1' }
export const FILM = '/lysar-DXM20261008'

/** The test build without one film's page; with it and a redirect more; and with it and
 * redirects the hook must never give nginx: one path twice in other letters (nginx's map
 * would refuse it), and one that would hide the publish page (`pwned`: a file nginx must
 * never be made to create). */
const prepareBuilds = () => {
  const dir = tempDir('builds-')
  const [without, full, duplicate, hostile] = ['without', 'with', 'duplicate', 'hostile'].map(
    (name) => path.join(dir, name),
  )
  fs.cpSync('public', without, { recursive: true })
  fs.rmSync(path.join(without, FILM.slice(1)), { recursive: true })
  fs.rmSync(path.join(without, 'page-data', FILM.slice(1)), { recursive: true })
  const redirects = (build, added) => {
    fs.cpSync('public', build, { recursive: true })
    const serve = JSON.parse(fs.readFileSync(path.join(build, 'serve.json'), 'utf8'))
    serve.redirects.push(...added)
    fs.writeFileSync(path.join(build, 'serve.json'), JSON.stringify(serve))
  }
  const lysaar = { source: '/lysaar', destination: FILM, type: 301 }
  redirects(full, [lysaar])
  redirects(duplicate, [lysaar, { ...lysaar, source: '/Lysaar' }])
  const pwned = path.join(dir, 'pwned.log')
  redirects(hostile, [
    lysaar,
    { source: '/publisering', destination: 'https://evil.example/', type: 302 },
  ])
  fs.mkdirSync(path.join(hostile, '.nginx'), { recursive: true })
  fs.writeFileSync(path.join(hostile, '.nginx', 'zz.conf'), `access_log ${pwned};\n`)
  return { without, full, duplicate, hostile, pwned }
}

// Copies the build named by the file `next` into public/, or fails as a build would.
const COPY_BUILD = `
const fs = require('fs')
const from = fs.readFileSync('next', 'utf8').trim()
if (from === 'fail') { console.error('The content API did not answer.'); process.exit(1) }
fs.rmSync('public', { recursive: true, force: true })
fs.cpSync(from, 'public', { recursive: true })
`

/** The hook and the ops nginx files, with a first release (the build without the film)
 * published and nginx started on it. publish(build) publishes a build ('fail' fails). */
export const startPublishing = async () => {
  const builds = prepareBuilds()
  const projectDir = tempDir('hook-project-')
  const deployDir = tempDir('deploy-')
  const editorsFile = path.join(projectDir, 'editors.json')
  await setEditor(editorsFile, EDITOR)
  const nginx = await configureOps({ deployDir })
  const hook = createRebuildHook({
    secret: SECRET,
    projectDir,
    deployDir,
    editorsFile,
    buildCommand: [process.execPath, '-e', COPY_BUILD],
    webServer: {
      // The release is checked by nginx as the hook's user, before it goes live.
      check: NGINX,
      // As ops/nginx-reload-checks.conf has systemd reload nginx: its check, then the reload.
      reload: [
        '/bin/sh',
        '-c',
        `${nginx.commands.test.join(' ')} && ${nginx.commands.reload.join(' ')}`,
      ],
      timeoutMs: 10_000,
    },
  })
  await hook.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${hook.server.address().port}`
  const publish = async (build) => {
    fs.writeFileSync(path.join(projectDir, 'next'), build)
    await fetch(`${base}/rebuild`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${SECRET}` },
    })
    await hook.idle()
  }
  // A first release, so that nginx has its redirects to include when it starts.
  await publish(builds.without)
  await nginx.start()
  /** The hook's status with the secret: the last build's summary. */
  const status = async () =>
    (await fetch(`${base}/status`, { headers: { Authorization: `Bearer ${SECRET}` } })).json()
  return {
    builds,
    deployDir,
    nginx,
    hook,
    base,
    publish,
    status,
    close: async () => {
      hook.interrupt()
      await hook.close()
    },
  }
}
