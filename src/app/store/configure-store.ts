// One store per page render: gatsby-ssr makes a fresh one for each page it builds, the
// browser makes one for the visit. Sagas (which touch localStorage and the network) are
// started separately by start-sagas.ts, which the browser loads after the page is
// interactive and the build never loads.
import { combineSlices, configureStore } from '@reduxjs/toolkit'
import consentSlice from '../../features/consent/slice'
import eventsSlice from '../../features/events/slice'
import movieInfoSlice from '../../features/movie-info/slice'
import reviewsSlice from '../../features/reviews/slice'
import ticketsSlice from '../../features/tickets/slice'
import userSlice from '../../features/user/slice'
import sessionSlice from '../../session/session'
import watchListSlice from '../../features/watch-list/slice'
import { createSagaBridge } from './saga-bridge'
import type { AppState } from '../../client/redux/app-state'

const rootReducer = combineSlices(
  consentSlice,
  sessionSlice,
  userSlice,
  eventsSlice,
  movieInfoSlice,
  reviewsSlice,
  ticketsSlice,
  watchListSlice,
)

export const createStore = () => {
  const sagas = createSagaBridge()
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: false }).concat(sagas.middleware),
  })
  return Object.assign(store, { connectSagas: sagas.connect })
}

export type AppStore = ReturnType<typeof createStore>
export type RootState = ReturnType<AppStore['getState']>
export type AppDispatch = AppStore['dispatch']

// The typed hooks read AppState, which the slices declare part by part: it must be exactly
// the store's state, no part missing or left over.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const statesAgree: Same<RootState, AppState> = true
void statesAgree
