// When a served page of the site has hydrated, for the browser tests and the benchmarks.

/** Resolves once React has hydrated the page: its root (gatsby-browser marks <html>) and
 * then every block, each a Suspense boundary that hydrates in a task of its own after the
 * root (BlockRenderer marks its wrapper). On a slow machine a test that read a block right
 * after the root's mark read the build's HTML. Checked every 100 ms, not on every animation
 * frame (Playwright's default), which keeps Chromium drawing while it waits. */
export const waitForHydration = async (page) => {
  try {
    await page.waitForFunction(
      () =>
        globalThis.document.documentElement.dataset.hydrated === 'true' &&
        !globalThis.document.querySelector('[data-block]:not([data-hydrated])'),
      null,
      { polling: 100 },
    )
  } catch (error) {
    // Say what never hydrated: a timeout alone does not tell a failed run on CI from a slow one.
    const state = await page
      .evaluate(() => ({
        root: globalThis.document.documentElement.dataset.hydrated ?? 'no',
        blocks: [...globalThis.document.querySelectorAll('[data-block]:not([data-hydrated])')].map(
          (block) => block.dataset.block,
        ),
      }))
      .catch(() => 'unreadable')
    error.message += ` (${page.url()}: ${JSON.stringify(state)})`
    throw error
  }
}
