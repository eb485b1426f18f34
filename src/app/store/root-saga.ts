import { eventsSaga } from '../../features/events/sagas'
import { movieInfoSaga } from '../../features/movie-info/sagas'
import { reviewsSaga } from '../../features/reviews/sagas'
import { ticketsSaga } from '../../features/tickets/sagas'
import { userSaga } from '../../features/user/sagas'
import { watchListSaga } from '../../features/watch-list/sagas'

/** Every feature's root saga. Each runs as a task of its own (start-sagas.ts), so that one
 * feature's uncaught error does not stop the others. */
export const featureSagas = [
  userSaga,
  eventsSaga,
  movieInfoSaga,
  reviewsSaga,
  ticketsSaga,
  watchListSaga,
]
