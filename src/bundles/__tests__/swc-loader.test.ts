/** @jest-environment node */
// The loader as webpack calls it, on a component file of the site's kind, and what its
// output does when it runs: it renders with styled-components' styles, the browser's class
// names match the HTML renderer's (so hydration keeps the build's HTML), an old browser's
// parser reads the browser output, and a minifier drops styles nobody uses. Nothing here
// reads SWC's wording, so an SWC upgrade that changes only the text of its output passes.
import os from 'node:os'
import path from 'node:path'
import { transformSync, minifySync } from '@swc/core'
import { parse } from 'acorn'
import { createElement, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { ServerStyleSheet } from 'styled-components'
import swcLoader, { type LoaderOptions } from '../swc-loader'

const SOURCE = `import styled from 'styled-components'
const Box = styled.div\`
  color: red;
  padding: 1rem;
\`
const Unused = styled.p\`margin: 3px 5px 7px;\`
export const Hello = ({ name }: { name?: string }) => <Box>Hei {name ?? 'alle'}</Box>
`
const FILE = path.resolve('src/app/blocks/Hello.tsx')

const compile = (options: Partial<LoaderOptions>, file = FILE, source = SOURCE) =>
  new Promise<string>((resolve, reject) =>
    swcLoader.call(
      {
        resourcePath: file,
        getOptions: () => ({
          targets: ['safari 12'],
          server: false,
          cacheRoot: path.join(os.tmpdir(), 'swc-loader-test'),
          ...options,
        }),
        async: () => (error, code) => (error ? reject(error) : resolve(code!)),
      },
      source,
    ),
  )

/** Runs the loader's output (an ES module, as webpack receives it) here, with this test's
 * React and styled-components, and returns its exports. */
const run = (code: string): { Hello: ComponentType<{ name?: string }> } => {
  const { code: commonJs } = transformSync(code, { module: { type: 'commonjs' } })
  const module = { exports: {} }
  new Function('require', 'module', 'exports', commonJs)(require, module, module.exports)
  return module.exports as { Hello: ComponentType<{ name?: string }> }
}

/** The HTML and the style sheet that a server render of the output gives. */
const render = (code: string) => {
  const sheet = new ServerStyleSheet()
  try {
    const html = renderToString(sheet.collectStyles(createElement(run(code).Hello, {})))
    return { html, css: sheet.getStyleTags() }
  } finally {
    sheet.seal()
  }
}

const classesOf = (html: string) => /class="([^"]+)"/.exec(html)?.[1] ?? ''

describe('the SWC loader', () => {
  it('compiles a component that renders with its styles', async () => {
    const { html, css } = render(await compile({}))
    expect(html).toMatch(/^<div class="[^"]+">Hei <!-- -->alle<\/div>$/)
    const [, styledClass] = classesOf(html).split(' ')
    expect(css).toMatch(new RegExp(`\\.${styledClass}\\{color:red;padding:1rem;\\}`))
  })

  it('gives a component the same class names in the browser as in the HTML renderer', async () => {
    const browser = render(await compile({ server: false }))
    const server = render(await compile({ server: true }))
    expect(classesOf(browser.html)).not.toBe('')
    expect(classesOf(browser.html)).toBe(classesOf(server.html))
  })

  // The ids come from a hash of the file's text, as with Babel's styled-components plugin.
  it('gives the components of another file other class names', async () => {
    const other = render(await compile({}, FILE, SOURCE.replace('color: red', 'color: blue')))
    expect(classesOf(other.html)).not.toBe(classesOf(render(await compile({})).html))
  })

  it('lets a minifier drop a styled component nobody uses', async () => {
    const { code } = minifySync(await compile({}), { module: true, compress: true, mangle: true })
    expect(code).toContain('color:red')
    expect(code).not.toContain('3px 5px 7px')
  })

  it('writes the browser output for the browsers targeted, and leaves it modern for Node', async () => {
    const readsAs2019 = (code: string) => () =>
      parse(code, { ecmaVersion: 2019, sourceType: 'module' })
    expect(readsAs2019(await compile({ targets: ['safari 12'] }))).not.toThrow()
    expect(readsAs2019(await compile({ targets: ['chrome 120'] }))).toThrow()
    expect(readsAs2019(await compile({ server: true }))).toThrow()
  })

  it('hands webpack a syntax error with the file', async () => {
    await expect(compile({}, FILE, 'const = 1')).rejects.toThrow(/Hello\.tsx/)
  })
})
