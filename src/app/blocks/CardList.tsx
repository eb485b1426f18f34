// Cards for articles (newest first, as the source sorts them) or for editor-written cards;
// with `feed`, a link to the news feed for a feed reader.
import { Card, CardGrid, EmptyState, SectionHeading } from '../../components/ui/Card'
import { formatDate } from '../../lib/dates'
import { FILE_PATHS, type BlockProps } from '../../contract'

export const CardList = ({ props, data }: BlockProps<'CardList'>) => {
  const { heading, cards, emptyText, feed } = props
  const articles = data.articles ?? []
  const empty = articles.length === 0 && cards.length === 0
  return (
    <section aria-label={heading ? undefined : 'Kort'}>
      {heading && <SectionHeading>{heading}</SectionHeading>}
      {feed && (
        <p>
          <a href={FILE_PATHS.newsFeed} type="application/rss+xml">
            Følg nyhetene i en nyhetsleser (RSS)
          </a>
        </p>
      )}
      {empty && <EmptyState>{emptyText ?? 'Det er ingenting å vise her akkurat nå.'}</EmptyState>}
      <CardGrid>
        {articles.map((a) => (
          <li key={a.id}>
            <Card
              title={a.title}
              href={a.path}
              image={a.thumbnail ? { url: a.thumbnail, alt: '' } : undefined}
              meta={
                <time dateTime={new Date(a.createdAt).toISOString()}>
                  {formatDate(a.createdAt)}
                </time>
              }
            >
              <p>{a.excerpt}</p>
            </Card>
          </li>
        ))}
        {cards.map((c) => (
          <li key={c.title}>
            <Card
              title={c.title}
              href={c.href}
              image={c.image ? { url: c.image, alt: c.alt ?? '' } : undefined}
            >
              <p>{c.text}</p>
            </Card>
          </li>
        ))}
      </CardGrid>
    </section>
  )
}
