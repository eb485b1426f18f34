// The editors' preview, timed as an editor meets it: «Forhåndsvis utkast» on the publish
// page until the preview is served. First with a new preview folder (the first preview
// after a deploy: no Gatsby cache of its own, the image cache kept), then after one
// changed article each time, against the content stand-in's drafts.
import fs from 'node:fs'
import path from 'node:path'
import { createPartnerApi } from '../../partner-api/server.mjs'
import { publish } from '../../rebuild-hook/releases/releases.mjs'
import { createRebuildHook } from '../../rebuild-hook/server.mjs'
import { pageClient } from '../../rebuild-hook/__tests__/hook-harness.mjs'
import { writeArticleDraft } from '../../rebuild-hook/__tests__/preview-fixture.mjs'
import { median } from './builds.mjs'
import { freePort } from './load.mjs'
import { ROOT } from './workspace.mjs'

const EDITOR_PASSWORD = 'bench-editor-password'

/** liveDir: a finished build to stand for the live release; rounds: changed-article runs. */
export const previewTimes = async ({ work, liveDir, imageCache, programmeNow, rounds }) => {
  const dataDir = path.join(work, 'preview-content')
  const deployDir = path.join(work, 'preview-deploy')
  for (const dir of [dataDir, deployDir]) fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  const article = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'content/articles/boknatt.json'), 'utf8'),
  )
  const draft = (title) => writeArticleDraft(dataDir, { ...article, title })
  const contentPort = await freePort()
  const content = createPartnerApi({ dataDir })
  await content.listen({ port: contentPort, host: '127.0.0.1' })
  const origin = `http://127.0.0.1:${contentPort}`
  publish(liveDir, deployDir)
  const hook = createRebuildHook({
    secret: 'bench-webhook-secret-0123456789',
    projectDir: ROOT,
    deployDir,
    editorPassword: EDITOR_PASSWORD,
    env: {
      PROGRAMME_NOW: programmeNow,
      IMAGE_CACHE_DIR: imageCache,
      CONTENT_SOURCE: 'remote',
      CONTENT_SITE_ID: JSON.parse(fs.readFileSync(path.join(ROOT, 'content/site.json'))).id,
      CONTENT_MANAGEMENT_API: `${origin}/management`,
      CONTENT_TOKEN_URL: `${origin}/identity/token`,
      CONTENT_CLIENT_ID: 'kulturhus-build',
      CONTENT_CLIENT_SECRET: 'local-client-secret',
      CONTENT_PLATFORM_API: `${origin}/platform`,
      CONTENT_PLATFORM_USER: 'kulturhus-build',
      CONTENT_PLATFORM_PASSWORD: 'local-platform-password',
    },
  })
  await hook.listen({ port: 0, host: '127.0.0.1' })
  try {
    const client = pageClient(`http://127.0.0.1:${hook.server.address().port}`)
    const { cookie } = await client.logIn('redaksjonen', EDITOR_PASSWORD)
    const preview = async (title) => {
      draft(title)
      const started = Date.now()
      await client.post(
        '/publisering/forhandsvis',
        { token: await client.tokenOn(cookie) },
        { cookie },
      )
      await hook.idle()
      const page = await (await client.get('/publisering', cookie)).text()
      if (!/Siste forhåndsvisning/.test(page)) throw new Error('The preview failed; see its log.')
      return (Date.now() - started) / 1000
    }
    console.log('Preview: first after a deploy ...')
    const first = await preview(`${article.title} (utkast 0)`)
    const changed = []
    for (let round = 1; round <= rounds; round++) {
      console.log(`Preview: after one changed article (${round}/${rounds}) ...`)
      changed.push(await preview(`${article.title} (utkast ${round})`))
    }
    const workMb =
      Number(
        (await import('node:child_process'))
          .execFileSync('du', ['-sm', path.join(deployDir, 'preview')])
          .toString()
          .split('\t')[0],
      ) || null
    return { firstSeconds: first, changedSeconds: median(changed), changedRuns: changed, workMb }
  } finally {
    hook.interrupt()
    await hook.idle()
    await hook.close()
    await content.close()
  }
}
