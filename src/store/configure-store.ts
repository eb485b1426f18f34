// One store per page render: gatsby-ssr makes a fresh one for each page it builds, the
// browser makes one for the visit. Sagas (which touch localStorage and the network) run
// only when asked, which the browser does and the build does not.
import { combineSlices, configureStore } from '@reduxjs/toolkit'
import createSagaMiddleware from 'redux-saga'
import eventsSlice from '../features/events/slice'
import movieInfoSlice from '../features/movie-info/slice'
import reviewsSlice from '../features/reviews/slice'
import ticketsSlice from '../features/tickets/slice'
import userSlice from '../features/user/slice'
import watchListSlice from '../features/watch-list/slice'
import { rootSaga } from './root-saga'

const rootReducer = combineSlices(
  userSlice,
  eventsSlice,
  movieInfoSlice,
  reviewsSlice,
  ticketsSlice,
  watchListSlice,
)

export const createStore = ({ runSagas }: { runSagas: boolean }) => {
  const sagaMiddleware = createSagaMiddleware()
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  })
  if (runSagas) sagaMiddleware.run(rootSaga)
  return store
}

export type AppStore = ReturnType<typeof createStore>
export type RootState = ReturnType<AppStore['getState']>
export type AppDispatch = AppStore['dispatch']
