// A webpack loader that compiles the site's own TypeScript with SWC, for both the browser
// bundles and the HTML renderer (see webpack-config.ts for which files). SWC does what
// Gatsby's Babel set-up does for these files: TypeScript, JSX with React's automatic
// runtime, syntax for the browsers Gatsby targets, and styled-components' transform (stable
// component ids, so the server's class names match the browser's; pure annotations, so
// unused styles drop out; no display names in a build, as gatsby-config asks of Babel).
import path from 'node:path'
import { transform, type Options } from '@swc/core'

type LoaderContext = {
  resourcePath: string
  async: () => (error: Error | null, code?: string, map?: string) => void
  getOptions: () => LoaderOptions
}

export type LoaderOptions = {
  /** Browserslist queries for the output's syntax (Gatsby's, for the browser bundles). */
  targets: string[]
  /** The HTML renderer runs in Node, and needs no syntax lowered. */
  server: boolean
  /** Where SWC keeps its compiled plugin between builds. */
  cacheRoot: string
}

const options = ({ targets, server, cacheRoot }: LoaderOptions, file: string): Options => ({
  filename: file,
  sourceMaps: false,
  swcrc: false,
  configFile: false,
  module: { type: 'es6' },
  // Loose, as Gatsby's Babel preset is: smaller output for the older browsers in the list.
  ...(server ? {} : { env: { targets, loose: true } }),
  jsc: {
    ...(server ? { target: 'es2022' as const } : {}),
    parser: /\.tsx?$/.test(file)
      ? { syntax: 'typescript', tsx: file.endsWith('.tsx') }
      : { syntax: 'ecmascript', jsx: true },
    transform: { react: { runtime: 'automatic' } },
    experimental: {
      cacheRoot,
      plugins: [
        [
          require.resolve('@swc/plugin-styled-components'),
          { displayName: false, ssr: true, pure: true, fileName: false },
        ],
      ],
    },
  },
})

export default function swcLoader(this: LoaderContext, source: string) {
  const done = this.async()
  const file = path.resolve(this.resourcePath)
  transform(source, options(this.getOptions(), file)).then(
    ({ code }) => done(null, code),
    (error: Error) => done(error),
  )
}
