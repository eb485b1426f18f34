// Page weight as a first visit downloads it through nginx, which sends a browser the brotli
// copy the build made of each text file (src/pipeline/compress/): the HTML; the JavaScript, meaning
// every <script src> in the HTML and every bundle its loader appends, plus the page's
// component chunk, which Gatsby's runtime
// fetches at start (found through page-data and chunk-map.json); and the CSS, which
// styled-components inlines into <style> in the HTML.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

/** KB of a file as nginx sends it to a browser: its .br copy. A build without copies (the
 * floor site) is counted as the same step would compress it. */
const sentKb = (file) => {
  if (fs.existsSync(`${file}.br`)) return fs.statSync(`${file}.br`).size / 1024
  return brotliKb(fs.readFileSync(file))
}
const brotliKb = (buf) =>
  zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length /
  1024

const routeDir = (route) => (route === '/' ? 'index' : decodeURIComponent(route).replace(/^\//, ''))

const htmlFile = (publicDir, route) =>
  route === '/'
    ? path.join(publicDir, 'index.html')
    : path.join(publicDir, decodeURIComponent(route), 'index.html')

const componentChunks = (publicDir, route) => {
  const pageData = JSON.parse(
    fs.readFileSync(path.join(publicDir, 'page-data', routeDir(route), 'page-data.json'), 'utf8'),
  )
  const chunkMap = JSON.parse(fs.readFileSync(path.join(publicDir, 'chunk-map.json'), 'utf8'))
  return chunkMap[pageData.componentChunkName] ?? []
}

// The bundles the page's loader appends after its first paint
// (src/pipeline/outputs/scripts-after-paint.ts): the list it opens with.
const loadedAfterPaint = (html) => {
  const list = /<script>\(function\(\)\{var s=(\[[^\]]*\])/.exec(html)?.[1]
  return list ? JSON.parse(list) : []
}

export const pageWeight = (publicDir, route) => {
  const html = fs.readFileSync(htmlFile(publicDir, route), 'utf8')
  const scripts = [
    ...new Set([
      ...[...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]),
      ...loadedAfterPaint(html),
      ...componentChunks(publicDir, route),
    ]),
  ]
  const stylesheets = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1],
  )
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
  const file = (url) => path.join(publicDir, url.split('?')[0])
  return {
    route,
    jsKb: scripts.reduce((sum, s) => sum + sentKb(file(s)), 0),
    // Inline in the HTML (styled-components), so a share of the page's bytes.
    cssKb: brotliKb(
      Buffer.from(inlineCss + stylesheets.map((s) => fs.readFileSync(file(s))).join('')),
    ),
    htmlKb: sentKb(htmlFile(publicDir, route)),
    scripts: scripts.length,
    scriptFiles: scripts,
  }
}

/** A data file the build writes next to the pages, as sent and raw. */
export const fileWeight = (publicDir, file) => ({
  kb: sentKb(path.join(publicDir, file)),
  rawKb: fs.statSync(path.join(publicDir, file)).size / 1024,
})

/** Search's own code (the lazily loaded chunk that runs it) and each language's index. */
export const searchWeight = (publicDir) => {
  // The chunks that load only for search, each found by a string only its code holds.
  const chunkWith = (text) =>
    fs
      .readdirSync(publicDir)
      .filter((f) => f.endsWith('.js') && !/^(app|framework|webpack-runtime|component---)/.test(f))
      .find((f) => fs.readFileSync(path.join(publicDir, f), 'utf8').includes(text))
  const kbOf = (file) => (file ? sentKb(path.join(publicDir, file)) : null)
  const index = (file) =>
    fs.existsSync(path.join(publicDir, file))
      ? {
          kb: sentKb(path.join(publicDir, file)),
          gzipKb:
            zlib.gzipSync(fs.readFileSync(path.join(publicDir, file)), { level: 9 }).length / 1024,
          rawKb: fs.statSync(path.join(publicDir, file)).size / 1024,
        }
      : null
  const nb = index('search-index.json')
  return {
    // MiniSearch and the search itself; the header's list as you type.
    codeKb: kbOf(chunkWith('MiniSearch')),
    headerKb: kbOf(chunkWith('sokeforslag')),
    indexKb: nb.kb,
    indexGzipKb: nb.gzipKb,
    indexRawKb: nb.rawKb,
    en: index('en/search-index.json'),
  }
}

/** The member side's on-demand chunks, each found by a string only its code contains. */
const MEMBER_CHUNKS = {
  sagas: 'switchTokensDx', // redux-saga, axios and the API calls, after hydration
  // valibot, which checks the partner's answers: a vendor chunk fetched beside the sagas
  validator: 'abortPipeEarly',
  loginForm: 'current-password',
  minSide: 'Mine billetter', // min side: tickets, QR code library, watch list
  signUpForm: 'new-password',
  filmClub: 'Medlemmenes vurdering', // the film-page panel
  watchListPage: 'Listen er lagret i denne nettleseren', // the list without an account
}

// public/ keeps chunks of earlier builds; the current webpack runtime names the hashes of
// this build's on-demand chunks, numbered (123-<hash>.js) or named (member-sagas-<hash>.js).
const currentChunks = (publicDir) => {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'))
  const runtimeFile = stats.assetsByChunkName.app.find((f) => f.startsWith('webpack-runtime'))
  const runtime = fs.readFileSync(path.join(publicDir, runtimeFile), 'utf8')
  return fs.readdirSync(publicDir).filter((f) => {
    const hash = /^[\w-]+-([0-9a-f]{8,})\.js$/.exec(f)?.[1]
    return hash !== undefined && runtime.includes(`"${hash}"`)
  })
}

export const memberWeight = (publicDir) => {
  const chunks = currentChunks(publicDir).map((f) => ({
    f,
    text: fs.readFileSync(path.join(publicDir, f), 'utf8'),
  }))
  return Object.fromEntries(
    Object.entries(MEMBER_CHUNKS).map(([name, marker]) => {
      const found = chunks.filter((c) => c.text.includes(marker))
      return [
        name,
        found.length ? found.reduce((kb, c) => kb + sentKb(path.join(publicDir, c.f)), 0) : null,
      ]
    }),
  )
}
