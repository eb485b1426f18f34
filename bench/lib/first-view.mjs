// A phone's first visit of each page type, through the nginx block operators deploy
// (docs/operations.md) and, beside it, from scripts/serve.mjs, which the browser tests use:
// the bytes of each kind of file as the browser counts them (transfer.mjs), and the
// pictures' count and largest.
import fs from 'node:fs'
import { chromium } from 'playwright-core'
import { playwrightLaunchOptions } from '../../scripts/chromium.mjs'
import nginxSite from '../../scripts/nginx-site.js'
import { createSiteServer } from '../../scripts/serve.mjs'
import { firstVisitBytes } from './transfer.mjs'

export const firstViews = async (publicDir, routes) => {
  const nginx = await nginxSite.serveDocumented(fs.realpathSync(publicDir))
  const local = createSiteServer({ root: publicDir })
  await local.listen({ port: 0, host: '127.0.0.1' })
  const localOrigin = `http://localhost:${local.server.address().port}`
  const browser = await chromium.launch(playwrightLaunchOptions())
  try {
    const results = []
    for (const [type, route] of routes) {
      const viaNginx = await firstVisitBytes(browser, `${nginx.origin}${route}`)
      const viaLocal = await firstVisitBytes(browser, `${localOrigin}${route}`)
      results.push({
        type,
        route,
        // The pictures, through nginx.
        kb: viaNginx.kb.images,
        images: viaNginx.pictures,
        largest: viaNginx.largestPicture,
        nginx: viaNginx.kb,
        local: viaLocal.kb,
      })
    }
    return results
  } finally {
    await browser.close()
    await local.close()
    await nginx.stop()
  }
}
