/** @jest-environment node */
// Which compiler each kind of file gets, in the webpack config Gatsby hands the site (its
// own JavaScript rule and gatsby-plugin-typescript's rule, made by their own code) once the
// site's onCreateWebpackConfig has run. One compiler per file: a second Babel pass over the
// site's code made the HTML renderer differ from one build to the next.
import path from 'node:path'
import type { RuleSetRule } from 'webpack'
import { createWebpackUtils } from 'gatsby/dist/utils/webpack-utils'
import { onCreateWebpackConfig as typescriptPluginHook } from 'gatsby-plugin-typescript/gatsby-node'
import { onCreateWebpackConfig } from '../webpack-config'

const ROOT = path.resolve(__dirname, '../../..')
const TEMPLATE = path.join(ROOT, 'src/app/BlockPage.tsx')
const QUERY_FILE = path.join(ROOT, 'src/app/layout/use-layout-data.ts')

type Stage = 'build-html' | 'build-javascript'

/** Gatsby's config for a stage, with the TypeScript plugin's rule added as Gatsby adds it. */
const gatsbyConfig = (stage: Stage) => {
  const utils = createWebpackUtils(stage as never, { directory: ROOT } as never)
  const rules: RuleSetRule[] = [utils.rules.js() as RuleSetRule]
  typescriptPluginHook({
    loaders: utils.loaders,
    actions: {
      setWebpackConfig: (c: { module: { rules: RuleSetRule[] } }) => rules.push(...c.module.rules),
    },
  } as never)
  return { module: { rules }, plugins: [] as unknown[], optimization: {} as never, devtool: 'x' }
}

/** The config after the site's hook, for a stage. */
const siteConfig = (stage: Stage) => {
  let result = gatsbyConfig(stage)
  const hook = onCreateWebpackConfig as (args: unknown) => void
  hook({
    stage,
    getConfig: () => result,
    actions: { replaceWebpackConfig: (c: typeof result) => (result = c) },
    plugins: { normalModuleReplacement: () => ({}), minifyCss: () => ({}) },
    store: {
      getState: () => ({
        program: { directory: ROOT },
        components: new Map([[TEMPLATE, {}]]),
        staticQueryComponents: new Map([['q1', { componentPath: QUERY_FILE }]]),
      }),
    },
  })
  return result
}

const applies = (condition: RuleSetRule['include'], file: string): boolean =>
  typeof condition === 'function'
    ? Boolean((condition as (f: string) => unknown)(file))
    : condition instanceof RegExp
      ? condition.test(file)
      : condition === undefined
        ? true
        : false

/** The loaders webpack would run on a file, by the rules that match it. */
const loadersFor = (rules: RuleSetRule[], file: string) =>
  rules
    .filter(
      (r) =>
        r.test instanceof RegExp &&
        r.test.test(file) &&
        applies(r.include, file) &&
        (r.exclude === undefined || !applies(r.exclude, file)),
    )
    .flatMap((r) => {
      const use = typeof r.use === 'function' ? (r.use as (d: object) => unknown)({}) : r.use
      return (Array.isArray(use) ? use : [use]).map((u) =>
        path.basename(String((u as { loader?: string }).loader ?? u)),
      )
    })

describe.each<Stage>(['build-html', 'build-javascript'])('the %s webpack config', (stage) => {
  const { rules } = siteConfig(stage).module
  it.each([
    ['a component of the site', 'src/app/blocks/Schedule.tsx'],
    ['a module of the site', 'src/lib/programme-filter.ts'],
  ])('compiles %s with SWC alone', (_, file) => {
    expect(loadersFor(rules, path.join(ROOT, file))).toEqual(['swc-loader.ts'])
  })

  it.each([
    ['a page template', TEMPLATE],
    ['a file with a static query', QUERY_FILE],
  ])("compiles %s with Gatsby's Babel, once", (_, file) => {
    expect(loadersFor(rules, file)).toEqual(['babel-loader.js'])
  })

  it("starts from Gatsby's config, in which both of its rules take a .tsx", () => {
    // What the site's hook changes: without it, a template went through Babel twice.
    expect(loadersFor(gatsbyConfig(stage).module.rules, TEMPLATE)).toEqual([
      'babel-loader.js',
      'babel-loader.js',
    ])
  })
})
