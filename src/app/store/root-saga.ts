import { all, fork } from 'redux-saga/effects'
import { eventsSaga } from '../../features/events/sagas'
import { movieInfoSaga } from '../../features/movie-info/sagas'
import { reviewsSaga } from '../../features/reviews/sagas'
import { ticketsSaga } from '../../features/tickets/sagas'
import { userSaga } from '../../features/user/sagas'
import { watchListSaga } from '../../features/watch-list/sagas'

export function* rootSaga() {
  yield all(
    [userSaga, eventsSaga, movieInfoSaga, reviewsSaga, ticketsSaga, watchListSaga].map((saga) =>
      fork(saga),
    ),
  )
}
