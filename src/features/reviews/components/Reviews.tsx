// What film-club members wrote about a film: up to 20 reviews (SPEC section 7), each with
// its rating and how many liked it. They are extra: a failure is one quiet line.
import styled from 'styled-components'
import { EmptyState } from '../../../components/ui/Card'
import { Stars } from '../../../components/ui/Stars'
import { formatDate } from '../../../lib/dates'
import { theme } from '../../../client/theme'
import { useAppSelector } from '../../../client/redux/hooks'
import { selectReviews } from '../slice'

export const Reviews = () => {
  const { items, status, error } = useAppSelector(selectReviews)
  const loading = status === 'pending'
  return (
    <div aria-busy={loading}>
      <h3 id="anmeldelser-tittel">
        Anmeldelser fra medlemmer
        {!loading && !error && items.length > 0 && ` (${items.length})`}
      </h3>
      {loading && <p role="status">Henter anmeldelser …</p>}
      {error && <EmptyState>Anmeldelsene kan ikke vises akkurat nå.</EmptyState>}
      {!loading && !error && items.length === 0 && (
        <EmptyState>Ingen har anmeldt filmen ennå.</EmptyState>
      )}
      <List aria-labelledby="anmeldelser-tittel">
        {!loading &&
          items.map((r) => (
            <li key={r.id}>
              <p className="who">
                <strong>{r.userName}</strong> ·{' '}
                <time dateTime={r.addedAt}>{formatDate(r.addedAt)}</time>
              </p>
              <p>
                <span className="visually-hidden">Vurdering: </span>
                <Stars score={r.rating} />
              </p>
              <p>{r.comment}</p>
              <p className="likes">
                {r.likesCount === 1 ? '1 liker dette' : `${r.likesCount} liker dette`}
              </p>
            </li>
          ))}
      </List>
    </div>
  )
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 0.75rem 0;
    border-bottom: 1px solid ${theme.colour.line};
  }
  p {
    margin: 0.2rem 0;
  }
  .likes {
    color: ${theme.colour.inkMuted};
    font-size: 0.9rem;
  }
`
