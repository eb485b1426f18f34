// Chromium (136 and later) compiles a script's functions lazily, on the main thread, the
// first time each is called, unless the script opens with the comment below: then it
// compiles them all while the script streams in, on a background thread. Each of this
// site's bundles is compiled when its code is about to run (the first load, a block's part
// after hydration, the member side's sagas), and most of its functions run at once: React's
// and Gatsby's during hydration, the blocks' while they render. Without the hint, a cold
// load of /kino parsed about 1,600 functions on the main thread, 9–15 ms inside each of the
// app bundle's, the page component's and React's first tasks on this machine; with it,
// under 200 (the page's inline scripts, and what V8 compiles again to optimise).
// tests/browser/compile-hints.test.mjs measures it; docs/performance.md, «Against the
// floor», has what it did to Lighthouse's blocking time. Other browsers read a comment.
import type { Compiler } from 'webpack'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** webpack's BannerPlugin, with the hint as every bundle's first line. */
export class CompileHints {
  apply(compiler: Compiler) {
    const { BannerPlugin, Compilation } = compiler.webpack
    new BannerPlugin({
      banner: COMPILE_HINT,
      raw: true,
      test: /\.js$/,
      // After the minifier, which would drop the comment, and before the content hashes in
      // the file names are worked out, which must cover it.
      stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
    }).apply(compiler)
  }
}
