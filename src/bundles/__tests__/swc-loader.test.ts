/** @jest-environment node */
// The loader as webpack calls it, on a component file of the site's kind.
import os from 'node:os'
import path from 'node:path'
import swcLoader, { type LoaderOptions } from '../swc-loader'

const SOURCE = `import styled from 'styled-components'
const Box = styled.div\`
  color: red;
  padding: 1rem;
\`
export const Unused = styled.p\`margin: 0;\`
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

const componentIds = (code: string) =>
  [...code.matchAll(/componentId: "([^"]+)"/g)].map((m) => m[1])

describe('the SWC loader', () => {
  it('gives each styled component the same id in the HTML renderer as in the browser', async () => {
    const browser = await compile({ server: false })
    const server = await compile({ server: true })
    expect(componentIds(browser)).toHaveLength(2)
    expect(componentIds(server)).toEqual(componentIds(browser))
  })

  // The ids come from a hash of the file's text, as with Babel's styled-components plugin.
  it('gives the components of another file other ids', async () => {
    const other = await compile({}, FILE, SOURCE.replace('color: red', 'color: blue'))
    expect(componentIds(other)[0]).not.toBe(componentIds(await compile({}))[0])
  })

  it('marks styled components pure, so unused ones drop out, and leaves out display names', async () => {
    const code = await compile({})
    expect(code.match(/\/\*#__PURE__\*\/ styled\./g)).toHaveLength(2)
    expect(code).not.toMatch(/displayName/)
    expect(code).toContain('color:red;padding:1rem;')
  })

  it('writes syntax for the browsers targeted, and leaves it modern for Node', async () => {
    expect(await compile({ targets: ['safari 12'] })).not.toContain('??')
    expect(await compile({ targets: ['chrome 120'] })).toContain('??')
    expect(await compile({ server: true })).toContain('??')
  })

  it('compiles JSX with the automatic runtime and strips the types', async () => {
    const code = await compile({})
    expect(code).toContain('from "react/jsx-runtime"')
    expect(code).not.toMatch(/name\?: string/)
  })

  it('hands webpack a syntax error with the file', async () => {
    await expect(compile({}, FILE, 'const = 1')).rejects.toThrow(/Hello\.tsx/)
  })
})
