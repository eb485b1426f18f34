// Scratch copies of the site and of the floor site, so that benchmark builds never touch
// the developer's public/ and .cache/. Both use the project's node_modules and Gatsby.
import fs from 'node:fs'
import path from 'node:path'
import { SITE_FILES } from '../../rebuild-hook/publishing/site-copy.mjs'

export const ROOT = path.resolve(new URL('../..', import.meta.url).pathname)
export const GATSBY = path.join(ROOT, 'node_modules/gatsby/cli.js')

const fresh = (dir) => {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
}

export const siteCopy = (dir, programmeDir) => {
  fresh(dir)
  for (const entry of SITE_FILES)
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true })
  if (programmeDir)
    fs.cpSync(programmeDir, path.join(dir, 'content/programme'), { recursive: true })
  return dir
}

/** A minimal Gatsby 5 site: a blank front page and `pages` trivial pages from one template. */
export const floorSite = (dir, pages) => {
  fresh(dir)
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
  const floorDependencies = {
    gatsby: dependencies.gatsby,
    react: dependencies.react,
    'react-dom': dependencies['react-dom'],
  }
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'floor', private: true, dependencies: floorDependencies }),
  )
  fs.writeFileSync(
    path.join(dir, 'gatsby-config.js'),
    "module.exports = { trailingSlash: 'never', jsxRuntime: 'automatic' }\n",
  )
  fs.writeFileSync(
    path.join(dir, 'gatsby-node.js'),
    `const path = require('path')
exports.createPages = ({ actions }) => {
  for (let i = 0; i < ${pages}; i++) {
    actions.createPage({ path: '/side-' + i, component: path.resolve('src/templates/page.js'), context: { i } })
  }
}
`,
  )
  fs.mkdirSync(path.join(dir, 'src/templates'), { recursive: true })
  fs.mkdirSync(path.join(dir, 'src/pages'), { recursive: true })
  fs.writeFileSync(
    path.join(dir, 'src/templates/page.js'),
    'const Page = ({ pageContext }) => <main><h1>Side {pageContext.i}</h1></main>\nexport default Page\n',
  )
  fs.writeFileSync(
    path.join(dir, 'src/pages/index.js'),
    'const Blank = () => <main />\nexport default Blank\n',
  )
  return dir
}

export const countPages = (publicDir) => {
  let n = 0
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(d, e.name))
      else if (e.name === 'page-data.json') n++
    }
  }
  walk(path.join(publicDir, 'page-data'))
  return n
}
