// The offline page is made by the worker (offline.js, plain JavaScript no bundler sees), so it
// holds its own copies of the pages' head script and colours. These tests fail when either
// drifts from the site's: a visitor who chose «Mørk» would get a light page offline.
import fs from 'node:fs'
import path from 'node:path'
import { BAR_COLOURS, SCHEMES } from '../../client/theme'
import { APPLY_STORED_SCHEME } from '../../features/colour-scheme/scheme'

const worker = fs.readFileSync(path.join(__dirname, '..', 'offline.js'), 'utf8')

describe("the worker's offline page", () => {
  it('applies the stored colour scheme with the same script as every page', () => {
    expect(worker).toContain(`const APPLY_STORED_SCHEME = \`${APPLY_STORED_SCHEME}\``)
  })

  it("draws with the site's paper, ink and accent in both schemes", () => {
    const declared = (selector: string) => {
      const rule = worker.split('\n').find((line) => line.startsWith(selector))
      const value = (name: string) => rule?.match(new RegExp(`--${name}: (#[0-9a-f]{6})`))?.[1]
      return { paper: value('paper'), ink: value('ink'), accent: value('accent') }
    }
    const { paper, ink, accent } = SCHEMES.light
    const dark = { paper: SCHEMES.dark.paper, ink: SCHEMES.dark.ink, accent: SCHEMES.dark.accent }
    expect(declared(':root {')).toEqual({ paper, ink, accent })
    expect(
      declared("@media (prefers-color-scheme: dark) { :root:not([data-scheme='light'])"),
    ).toEqual(dark)
    expect(declared(":root[data-scheme='dark']")).toEqual(dark)
  })

  it("colours the browser's bar as the pages do, by the phone's setting", () => {
    const bar = (scheme: string) =>
      worker.match(
        new RegExp(
          `<meta name="theme-color" media="\\(prefers-color-scheme: ${scheme}\\)" content="(#[0-9a-f]{6})">`,
        ),
      )?.[1]
    expect({ light: bar('light'), dark: bar('dark') }).toEqual(BAR_COLOURS)
  })
})
