// Every piece of editor HTML that reaches a page: article bodies, Content blocks and footer
// HTML items. The sanitiser goes over all of it, then each table gets the box it scrolls in
// and each heading an id to link to, and later the image step turns its images into
// processed pictures.
import { sanitizeContentHtml } from './sanitize'
import { withScrollingTables } from './scrolling-tables'
import { withHeadingAnchors } from './heading-anchors'
import type { Content } from './validate'

export const mapContentHtml = (content: Content, change: (html: string) => string): Content => ({
  ...content,
  articles: content.articles.map(({ file, article }) => ({
    file,
    article: { ...article, content: change(article.content) },
  })),
  pages: content.pages.map(({ file, page }) => ({
    file,
    page: {
      ...page,
      blocks: page.blocks.map((block) =>
        block.component === 'Content' && typeof block.props.html === 'string'
          ? { ...block, props: { ...block.props, html: change(block.props.html) } }
          : block,
      ),
    },
  })),
  footer: content.footer.map((block) => ({
    ...block,
    items: block.items.map((item) =>
      item.type === 'html' ? { ...item, value: change(item.value) } : item,
    ),
  })),
})

export const cleanContentHtml = (content: Content): Content =>
  mapContentHtml(content, (html) =>
    withHeadingAnchors(withScrollingTables(sanitizeContentHtml(html))),
  )
