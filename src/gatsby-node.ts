// Gatsby's hooks, mapped to the stages of one build run (src/pipeline/run/build-run.ts):
// the environment is read once into a build config; onPreBootstrap prepares the site
// (load, validate, images, resolve, plan), sourceNodes and createPages hand it to Gatsby,
// and onPostBuild finishes the files around Gatsby's pages. An error that names what an
// editor must mend stops the build with that message alone (Gatsby's panic); any other is
// thrown on, with its stack.
import path from 'node:path'
import type { GatsbyNode, Reporter } from 'gatsby'
import { createBuildRun } from './pipeline/run/build-run'
import { buildConfigFromEnv } from './pipeline/run/config'
import { OUTPUT_ERRORS } from './pipeline/run/finish'
import { EDITOR_ERRORS } from './pipeline/run/prepare'
import { SCHEMA_TYPES } from './pipeline/run/schema'

const run = createBuildRun(buildConfigFromEnv(process.env))
const BLOCK_PAGE = path.resolve('src/app/BlockPage.tsx')

type ErrorKind = abstract new (...args: never[]) => Error
const stopOn = (reporter: Reporter, error: unknown, kinds: readonly ErrorKind[]): never => {
  if (kinds.some((kind) => error instanceof kind)) reporter.panic((error as Error).message)
  throw error
}

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  try {
    await run.prepare(reporter)
  } catch (error) {
    stopOn(reporter, error, EDITOR_ERRORS)
  }
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) =>
  actions.createTypes(SCHEMA_TYPES)

export const sourceNodes: GatsbyNode['sourceNodes'] = ({
  actions,
  createNodeId,
  createContentDigest,
}) => {
  const data = run.layout()
  actions.createNode({
    ...data,
    id: createNodeId('layout-data'),
    internal: { type: 'LayoutData', contentDigest: createContentDigest(data) },
  })
  for (const entry of run.sitemap())
    actions.createNode({
      ...entry,
      id: createNodeId(`sitemap ${entry.path}`),
      internal: { type: 'SitemapPage', contentDigest: createContentDigest(entry) },
    })
}

export const createPages: GatsbyNode['createPages'] = ({ actions }) => {
  for (const { path: page, route } of run.pages())
    actions.createPage({ path: page, component: BLOCK_PAGE, context: { route } })
  for (const redirect of run.redirects())
    actions.createRedirect({
      fromPath: redirect.from,
      toPath: redirect.to,
      isPermanent: redirect.permanent,
      redirectInBrowser: true,
    })
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  try {
    await run.finish(reporter)
  } catch (error) {
    stopOn(reporter, error, OUTPUT_ERRORS)
  }
}

export { onCreateWebpackConfig } from './bundles/webpack-config'
