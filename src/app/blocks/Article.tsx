import styled from 'styled-components'
import { theme } from '../../client/theme'
import type { Article as ArticleRecord } from '../../contract'
import { formatDate } from '../../lib/dates'
import { Prose } from './Content'
import { ShareButton } from '../../components/ui/share-later'
import type { BlockProps } from '../../contract'

type ArticleProps = BlockProps<'Article'>['props']

export const authorLabel = (article: ArticleRecord, labels: ArticleProps) =>
  article.author.trim() ||
  (article.category === 'library'
    ? (labels.libraryLabel ?? 'Biblioteket')
    : (labels.adminLabel ?? 'Redaksjonen'))

export const Article = ({ props, data }: BlockProps<'Article'>) => {
  const { article } = data
  if (!article) return null
  return (
    <Box>
      <h1>{article.title}</h1>
      <p className="byline">
        {authorLabel(article, props)} ·{' '}
        <time dateTime={new Date(article.createdAt).toISOString()}>
          {formatDate(article.createdAt)}
        </time>
      </p>
      <Prose dangerouslySetInnerHTML={{ __html: article.content }} />
      <p className="share">
        <ShareButton title={article.title} />
      </p>
    </Box>
  )
}

const Box = styled.article`
  margin: 2rem 0;
  h1 {
    font-size: clamp(1.9rem, 5vw, 2.6rem);
    margin-bottom: 0.25rem;
  }
  .share {
    margin: 2rem 0 0;
  }
  .byline {
    color: ${theme.colour.inkMuted};
    margin-top: 0;
  }
`
