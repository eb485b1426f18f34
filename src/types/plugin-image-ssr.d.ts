// gatsby-plugin-image (installed as plugin-image, see package.json) ships its SSR hook
// without types; gatsby-ssr.tsx calls it directly.
declare module 'plugin-image/gatsby-ssr' {
  import type { GatsbySSR } from 'gatsby'
  export const onRenderBody: NonNullable<GatsbySSR['onRenderBody']>
}
