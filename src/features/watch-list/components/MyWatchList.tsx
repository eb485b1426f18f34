import { useEffect } from 'react'
import styled from 'styled-components'
import { EmptyState, SectionHeading } from '../../../components/ui/Card'
import { Alert } from '../../../components/ui/form'
import { SmartLink } from '../../../components/ui/SmartLink'
import { errorText } from '../../../lib/error-text'
import { theme } from '../../../lib/theme'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { selectWatchList, watchListActions } from '../slice'

export const MyWatchList = () => {
  const dispatch = useAppDispatch()
  const { items, status, error } = useAppSelector(selectWatchList)
  const loading = status === 'pending'
  useEffect(() => {
    dispatch(watchListActions.watchListRequested())
  }, [dispatch])
  return (
    <section aria-labelledby="onskeliste-tittel" aria-busy={loading}>
      <SectionHeading id="onskeliste-tittel">Ønskelisten min</SectionHeading>
      {loading && items.length === 0 && <p role="status">Henter ønskelisten …</p>}
      {error && <Alert>Kunne ikke hente ønskelisten: {errorText(error)}</Alert>}
      {!loading && !error && items.length === 0 && (
        <EmptyState>
          Ønskelisten er tom. Trykk «Legg i ønskelisten» på en film du vil huske.
        </EmptyState>
      )}
      <List>
        {items.map((movie) => (
          <li key={movie.movieId}>
            {typeof movie.poster === 'string' && movie.poster && (
              <img src={movie.poster} alt="" width="60" height="90" loading="lazy" />
            )}
            {typeof movie.link === 'string' && movie.link ? (
              <SmartLink href={movie.link}>{movie.title ?? 'Film'}</SmartLink>
            ) : (
              <span>{movie.title ?? 'Film'}</span>
            )}
          </li>
        ))}
      </List>
    </section>
  )
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    gap: 1rem;
    padding: 0.5rem 0;
    border-bottom: 1px solid ${theme.colour.line};
    font-weight: 600;
  }
  img {
    object-fit: cover;
    border-radius: 4px;
  }
`
