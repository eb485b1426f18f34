// The GraphQL types the site declares. The shared layout (site, menus, footer) is one node
// read by one static query, so it is fetched once per visit instead of being copied into
// every page's data file. SitePage is not inferred: by default Gatsby walks every page's
// context to guess a GraphQL type for it (testing each string for a date), which was 80 %
// of createPages (9 of 11 s at 20,000 events). Nothing queries pages through GraphQL here.
export const SCHEMA_TYPES = `
  type LayoutData implements Node @dontInfer {
    site: JSON!
    headerMenu: JSON!
    footerMenu: JSON!
    footer: JSON!
    words: JSON!
  }
  type SitePage implements Node @dontInfer {
    path: String!
  }
  type SitemapPage implements Node @dontInfer {
    path: String!
    lastmod: String
    alternates: JSON!
  }
`
