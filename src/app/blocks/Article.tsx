import styled from 'styled-components'
import type { Article as ArticleRecord } from '../../contract'
import { formatDate } from '../../lib/dates'
import { Prose } from './Content'
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
    </Box>
  )
}

const Box = styled.article`
  margin: 2rem 0;
  h1 {
    font-size: clamp(1.9rem, 5vw, 2.6rem);
    margin-bottom: 0.25rem;
  }
  .byline {
    color: #4a4a4a;
    margin-top: 0;
  }
`
