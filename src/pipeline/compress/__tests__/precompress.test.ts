/** @jest-environment node */
// The precompression step on real files: what it writes, what a later build keeps, and
// what it removes.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { MIN_BYTES, precompress, removeCompressedCopies } from '../precompress'
import { scratchDir } from '../../../testing/scratch-dir'

const PAGE = `<!DOCTYPE html><html lang="nb"><body>${'<p>Kinoprogram for uka</p>'.repeat(200)}</body></html>`

const site = () => {
  const root = scratchDir('precompress-')
  const write = (name: string, data: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    fs.writeFileSync(path.join(root, name), data)
  }
  write('index.html', PAGE)
  write('kino/index.html', PAGE.replace('uka', 'kino'))
  write('app-0123456789abcdef0123.js', 'const a = 1;\n'.repeat(500))
  write('page-data/kino/page-data.json', JSON.stringify({ showings: Array(300).fill('Lysår') }))
  write('rss.xml', `<?xml version="1.0"?><rss>${'<item/>'.repeat(200)}</rss>`)
  write(
    'kalender/abonner/program.ics',
    `BEGIN:VCALENDAR\r\n${'BEGIN:VEVENT\r\nSUMMARY:Lysår\r\nEND:VEVENT\r\n'.repeat(40)}END:VCALENDAR\r\n`,
  )
  write(
    'manifest.webmanifest',
    JSON.stringify({ name: 'Gjøvik kino', icons: Array(200).fill('ikon') }),
  )
  // One showing's calendar file, as small as they are.
  write('kalender/visning-1.ics', 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n')
  write('static/img/plakat.jpg', Buffer.alloc(2000, 7))
  return { root, file: (name: string) => path.join(root, name), write }
}

const mtime = (file: string) => fs.statSync(file).mtimeMs

describe('precompressing the build', () => {
  it('gives every text file a brotli and a gzip copy that decode to its bytes, and pictures none', async () => {
    const { root, file } = site()
    const report = await precompress(root)
    const texts = [
      'index.html',
      'kino/index.html',
      'app-0123456789abcdef0123.js',
      'page-data/kino/page-data.json',
      'rss.xml',
      'kalender/abonner/program.ics',
      'manifest.webmanifest',
    ]
    for (const name of texts) {
      const raw = fs.readFileSync(file(name))
      expect(zlib.brotliDecompressSync(fs.readFileSync(file(`${name}.br`)))).toEqual(raw)
      expect(zlib.gunzipSync(fs.readFileSync(file(`${name}.gz`)))).toEqual(raw)
    }
    expect(fs.existsSync(file('static/img/plakat.jpg.br'))).toBe(false)
    expect(fs.existsSync(file('static/img/plakat.jpg.gz'))).toBe(false)
    expect(report).toMatchObject({ files: texts.length, compressed: texts.length, removed: 0 })
    expect(report.brotliBytes).toBeLessThan(report.gzipBytes)
    expect(report.gzipBytes).toBeLessThan(report.rawBytes / 4)
  })

  it('gives a file under the size where copies pay no copies, and drops them when a file shrinks below it', async () => {
    const { root, file, write } = site()
    const report = await precompress(root)
    expect(fs.statSync(file('kalender/visning-1.ics')).size).toBeLessThan(MIN_BYTES)
    expect(fs.existsSync(file('kalender/visning-1.ics.br'))).toBe(false)
    expect(fs.existsSync(file('kalender/visning-1.ics.gz'))).toBe(false)
    expect(report.files).toBe(7)
    // A programme of one film left: its calendar is small now, and a server must not go on
    // sending the copies of the old one.
    write('kalender/abonner/program.ics', 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n')
    expect(await precompress(root)).toMatchObject({ files: 6, removed: 2 })
    expect(fs.existsSync(file('kalender/abonner/program.ics.br'))).toBe(false)
    expect(fs.existsSync(file('kalender/abonner/program.ics.gz'))).toBe(false)
  })

  it('compresses at the highest levels', async () => {
    const { root, file } = site()
    await precompress(root)
    const raw = fs.readFileSync(file('index.html'))
    const level9 = zlib.gzipSync(raw, { level: 9 }).length
    const quality11 = zlib.brotliCompressSync(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length
    expect(fs.statSync(file('index.html.gz')).size).toBe(level9)
    expect(fs.statSync(file('index.html.br')).size).toBeLessThanOrEqual(quality11)
  })

  it('on the next build compresses only the files that changed, and drops copies of removed files', async () => {
    const { root, file, write } = site()
    await precompress(root)
    const before = {
      kino: mtime(file('kino/index.html.br')),
      app: mtime(file('app-0123456789abcdef0123.js.gz')),
    }
    // An editor's rebuild: the front page changes, one page is gone, the rest is rewritten
    // with the same bytes (Gatsby writes every page again).
    write('index.html', PAGE.replace('uka', 'helga'))
    write('kino/index.html', PAGE.replace('uka', 'kino'))
    fs.rmSync(file('rss.xml'))
    const report = await precompress(root)
    expect(report).toMatchObject({ files: 6, compressed: 1, removed: 2 })
    expect(zlib.gunzipSync(fs.readFileSync(file('index.html.gz'))).toString()).toContain('helga')
    expect(zlib.brotliDecompressSync(fs.readFileSync(file('index.html.br'))).toString()).toContain(
      'helga',
    )
    expect(mtime(file('kino/index.html.br'))).toBe(before.kino)
    expect(mtime(file('app-0123456789abcdef0123.js.gz'))).toBe(before.app)
    expect(fs.existsSync(file('rss.xml.br'))).toBe(false)
    expect(fs.existsSync(file('rss.xml.gz'))).toBe(false)
  })

  it('makes both copies again when one is missing or does not match', async () => {
    const { root, file } = site()
    await precompress(root)
    fs.rmSync(file('index.html.br'))
    fs.writeFileSync(file('kino/index.html.gz'), zlib.gzipSync('en gammel side'))
    const report = await precompress(root)
    expect(report.compressed).toBe(2)
    expect(zlib.brotliDecompressSync(fs.readFileSync(file('index.html.br'))).toString()).toBe(PAGE)
  })

  it('never trusts a .br that a killed build left beside a matching .gz', async () => {
    const { root, file, write } = site()
    await precompress(root)
    // A build of new text is killed after its .br and before its .gz; the content goes
    // back to the old text, and the next build sees a .gz that matches it.
    fs.writeFileSync(file('kino/index.html.br'), zlib.brotliCompressSync('tilbaketrukket tekst'))
    write('kino/index.html', PAGE.replace('uka', 'kino'))
    const report = await precompress(root)
    expect(report.compressed).toBe(1)
    expect(zlib.brotliDecompressSync(fs.readFileSync(file('kino/index.html.br'))).toString()).toBe(
      PAGE.replace('uka', 'kino'),
    )
  })

  it("makes no copy of the build's own files, and removes one made before", async () => {
    const { root, file, write } = site()
    const stats = JSON.stringify({ assetsByChunkName: { app: Array(300).fill('app.js') } })
    write('webpack.stats.json', stats)
    write('security-headers.json', JSON.stringify({ pages: Array(300).fill('policy') }))
    write('webpack.stats.json.gz', zlib.gzipSync(stats))
    await precompress(root)
    for (const own of ['webpack.stats.json', 'security-headers.json'])
      for (const suffix of ['.br', '.gz']) expect(fs.existsSync(file(own + suffix))).toBe(false)
    expect(fs.existsSync(file('webpack.stats.json'))).toBe(true)
  })

  it('removes what a stopped build left half-written, and leaves compressed files of its own alone', async () => {
    const { root, file, write } = site()
    write('index.html.br.4242.tmp', 'halvveis')
    write('nedlasting/arkiv.tar.gz', Buffer.alloc(100, 1))
    await precompress(root)
    expect(fs.existsSync(file('index.html.br.4242.tmp'))).toBe(false)
    expect(fs.existsSync(file('nedlasting/arkiv.tar.gz'))).toBe(true)
  })
})

describe("a local start's build", () => {
  it('removes every copy an earlier build compressed, and nothing else', async () => {
    const { root, file } = site()
    await precompress(root)
    const before = fs.readdirSync(root, { recursive: true }).length
    fs.writeFileSync(file('arkiv.gz'), "the site's own archive")
    const removed = removeCompressedCopies(root)
    expect(removed).toBeGreaterThan(0)
    expect(fs.existsSync(file('index.html.br'))).toBe(false)
    expect(fs.existsSync(file('index.html.gz'))).toBe(false)
    expect(fs.existsSync(file('index.html'))).toBe(true)
    expect(fs.existsSync(file('arkiv.gz'))).toBe(true)
    expect(fs.readdirSync(root, { recursive: true }).length).toBe(before - removed + 1)
  })
})
