// Gatsby's hooks, mapped to the pipeline's stages (src/pipeline/run/): the environment is
// read once into a build config; onPreBootstrap prepares the site (load, validate, images,
// resolve, plan), sourceNodes and createPages hand it to Gatsby, and onPostBuild finishes
// the files around Gatsby's pages. An error that names what an editor must mend stops the
// build with that message alone (Gatsby's panic); any other is thrown on, with its stack.
import path from 'node:path'
import type { GatsbyNode, Reporter } from 'gatsby'
import { layoutData } from './pipeline/plan/layout-data'
import { manifestFile, searchIndexFile } from './pipeline/outputs/site-outputs'
import { buildConfigFromEnv } from './pipeline/run/config'
import { writeOutputs } from './pipeline/run/files'
import { finishSite, OUTPUT_ERRORS } from './pipeline/run/finish'
import { EDITOR_ERRORS, prepareSite, type PreparedSite } from './pipeline/run/prepare'
import { SCHEMA_TYPES } from './pipeline/run/schema'

const config = buildConfigFromEnv(process.env)
const BLOCK_PAGE = path.resolve('src/app/BlockPage.tsx')

// Gatsby runs the hooks of one build in one process, one after another, and gives them no
// way to pass a value on but its node store, which would copy and infer every route; the
// prepared site is kept here from onPreBootstrap for the hooks after it.
let prepared: PreparedSite | undefined
const site = () => {
  if (!prepared) throw new Error('The site is prepared in onPreBootstrap, which has not run.')
  return prepared
}

type ErrorKind = abstract new (...args: never[]) => Error
const stopOn = (reporter: Reporter, error: unknown, kinds: readonly ErrorKind[]): never => {
  if (kinds.some((kind) => error instanceof kind)) reporter.panic((error as Error).message)
  throw error
}

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  try {
    prepared = await prepareSite(config, reporter)
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
  const { content, images, links, routes } = site()
  const data = layoutData(content, config.siteUrl, images, links, config.clock.now)
  actions.createNode({
    ...data,
    id: createNodeId('layout-data'),
    internal: { type: 'LayoutData', contentDigest: createContentDigest(data) },
  })
  // The sitemap's pages (gatsby-plugin-sitemap reads them; see gatsby-config).
  for (const { path: page, lastModified } of routes.filter((r) => r.indexed)) {
    const entry = { path: page, lastmod: lastModified ?? null }
    actions.createNode({
      ...entry,
      id: createNodeId(`sitemap ${page}`),
      internal: { type: 'SitemapPage', contentDigest: createContentDigest(entry) },
    })
  }
}

export const createPages: GatsbyNode['createPages'] = ({ actions }) => {
  const build = site()
  // Written here rather than after the build so that `gatsby develop` serves it too.
  writeOutputs([searchIndexFile(build), manifestFile(build)])
  for (const { file: _recordFile, ...route } of build.routes) {
    // Where the page record came from is for build errors, not for visitors.
    actions.createPage({ path: route.path, component: BLOCK_PAGE, context: { route } })
  }
  for (const redirect of build.content.redirects)
    actions.createRedirect({
      fromPath: redirect.from,
      toPath: redirect.to,
      isPermanent: redirect.permanent,
      redirectInBrowser: true,
    })
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  try {
    await finishSite(site(), config, reporter)
  } catch (error) {
    stopOn(reporter, error, OUTPUT_ERRORS)
  }
}

export { onCreateWebpackConfig } from './bundles/webpack-config'
