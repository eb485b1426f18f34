// The film club's part of a film page: the members' rating, the watch-list button and the
// members' reviews, all from the partner's back-end. Loaded on demand (its block is client-only: src/app/blocks/registry.tsx).
// Movie info failures are logged (SPEC section 8), and the rating's place says in one quiet
// line that it cannot be shown.
import { useEffect } from 'react'
import styled from 'styled-components'
import { SectionHeading } from '../../components/ui/Card'
import { theme } from '../../client/theme'
import type { BlockProps } from '../../contract'
import { useAppDispatch, useAppSelector } from '../../client/redux/hooks'
import type { RootState } from '../store/configure-store'
import { selectMovieInfo, selectMovieInfoFailed } from '../../features/movie-info/selectors'
import { movieInfoActions } from '../../features/movie-info/slice'
import { Reviews } from '../../features/reviews/components/Reviews'
import { reviewsActions } from '../../features/reviews/slice'
import { selectIsMember } from '../../session/session'
import { WatchListButton } from '../../features/watch-list/components/WatchListButton'
import { selectDeviceList, selectWatchListAsked } from '../../features/watch-list/selectors'
import { watchListActions } from '../../features/watch-list/slice'
import { Stars } from '../../components/ui/Stars'

// "4,3", "4": one decimal with a Norwegian comma. Not toLocaleString: the page's first Intl
// call loads the browser's ICU data (see lib/dates.ts).
const decimal = (n: number) => String(Math.round(n * 10) / 10).replace('.', ',')

const FilmClubPanel = ({ data }: BlockProps<'FilmClub'>) => {
  const production = data.production
  const ediNumber = production?.ediNumber ?? ''
  const dispatch = useAppDispatch()
  const info = useAppSelector((s: RootState) => selectMovieInfo(s, ediNumber))
  const infoFailed = useAppSelector((s: RootState) => selectMovieInfoFailed(s, ediNumber))
  const isMember = useAppSelector(selectIsMember)
  const watchListAsked = useAppSelector(selectWatchListAsked)
  const deviceListRead = useAppSelector(selectDeviceList).read

  useEffect(() => {
    if (!ediNumber) return
    dispatch(movieInfoActions.movieInfoRequested({ ediNumber }))
    dispatch(reviewsActions.reviewsRequested({ ediNumber }))
  }, [dispatch, ediNumber])
  // The member's list, or the one in this browser, tells whether this film is on it already.
  useEffect(() => {
    if (isMember && !watchListAsked) dispatch(watchListActions.watchListRequested())
    if (!isMember && !deviceListRead) dispatch(watchListActions.deviceListRequested())
  }, [dispatch, isMember, watchListAsked, deviceListRead])

  if (!production || !ediNumber) return null
  return (
    <Panel aria-labelledby="kinoklubben-tittel">
      <SectionHeading id="kinoklubben-tittel">Kinoklubben</SectionHeading>
      <WatchListButton
        movieId={info?.movieId ?? null}
        title={production.title}
        link={production.path ?? ''}
        ediNumber={ediNumber}
      />
      {/* The button first: it stands where the panel put it whatever the partner answers.
          The rating's line is kept from the start too, and says an average of the members'
          votes, which the reviews below are some of. */}
      <p className="rating">
        {info && info.ratingCount > 0 && (
          <>
            Medlemmenes vurdering: <Stars score={info.rating} text={decimal(info.rating)} />, fra{' '}
            {info.ratingCount} {info.ratingCount === 1 ? 'stemme' : 'stemmer'}
          </>
        )}
        {info && info.ratingCount === 0 && 'Ingen medlemmer har gitt filmen stjerner ennå.'}
        {!info && infoFailed && (
          <span className="rating-missing">Medlemmenes vurdering kan ikke vises akkurat nå.</span>
        )}
      </p>
      <Reviews />
    </Panel>
  )
}

export default FilmClubPanel

// The slot it arrives in gives the space above it: a heading's own margin would collapse
// through the slot and move the slot down as the panel arrives.
const Panel = styled.section`
  padding: 0 0 1rem;
  > h2:first-child {
    margin-top: 0;
  }
  border-bottom: 1px solid ${theme.colour.line};
  .rating {
    min-height: 1.5em;
    font-size: 1.1rem;
  }
`
