// The picture bytes of a first visit on a phone: the page opened in Chromium at Lighthouse's
// mobile size (412 px wide at 1.75x), nothing scrolled, every image response counted once
// the network is quiet. Lazy pictures below the fold are not fetched, and should not be.
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs'
import { createSiteServer } from '../../scripts/serve.mjs'

export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
}

export const firstViewImageBytes = async (publicDir, routes) => {
  const site = createSiteServer({ root: publicDir })
  await site.listen({ port: 0, host: '127.0.0.1' })
  const origin = `http://localhost:${site.server.address().port}`
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const results = []
    for (const [type, route] of routes) {
      const context = await browser.newContext(PHONE)
      const page = await context.newPage()
      const sizes = []
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'image') return
        const body = await response.body().catch(() => Buffer.alloc(0))
        sizes.push({ url: response.url(), bytes: body.length })
      })
      await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' })
      await page.waitForTimeout(500)
      const bytes = sizes.reduce((sum, s) => sum + s.bytes, 0)
      results.push({
        type,
        route,
        kb: bytes / 1024,
        images: sizes.length,
        largest: sizes.sort((a, b) => b.bytes - a.bytes)[0]?.url.replace(origin, '') ?? null,
      })
      await context.close()
    }
    return results
  } finally {
    await browser.close()
    await site.close()
  }
}
