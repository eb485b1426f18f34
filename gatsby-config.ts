import type { GatsbyConfig } from 'gatsby'

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: process.env.SITE_URL || 'https://kino.gjovik.example',
  },
  // /kino, not /kino/: the paths in the SPEC and in editors' menus have no trailing slash.
  trailingSlash: 'never',
  jsxRuntime: 'automatic',
  plugins: ['gatsby-plugin-styled-components'],
}

export default config
