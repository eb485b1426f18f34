// Every piece of editor HTML that reaches a page passes the sanitiser: article bodies,
// Content blocks and footer HTML items.
import { sanitizeContentHtml } from './sanitize'
import type { Content } from './validate'

export const cleanContentHtml = (content: Content): Content => ({
  ...content,
  articles: content.articles.map(({ file, article }) => ({
    file,
    article: { ...article, content: sanitizeContentHtml(article.content) },
  })),
  pages: content.pages.map(({ file, page }) => ({
    file,
    page: {
      ...page,
      blocks: page.blocks.map((block) =>
        block.component === 'Content' && typeof block.props.html === 'string'
          ? { ...block, props: { ...block.props, html: sanitizeContentHtml(block.props.html) } }
          : block,
      ),
    },
  })),
  footer: content.footer.map((block) => ({
    ...block,
    items: block.items.map((item) =>
      item.type === 'html' ? { ...item, value: sanitizeContentHtml(item.value) } : item,
    ),
  })),
})
