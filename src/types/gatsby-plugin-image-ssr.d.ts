// gatsby-plugin-image ships its SSR hook without types; gatsby-ssr.tsx calls it directly.
declare module 'gatsby-plugin-image/gatsby-ssr' {
  import type { GatsbySSR } from 'gatsby'
  export const onRenderBody: NonNullable<GatsbySSR['onRenderBody']>
}
