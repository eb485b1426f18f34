import { createSlice } from '@reduxjs/toolkit'
import { initialListState, listReducers, type ListState } from '../../client/redux/list-state'
import { sessionActions } from '../../session/session'

export type Ticket = {
  movieId: string
  movieTitle: string
  notes: string
  qrCode: string
  qrUrl: string
  startTime: string
  expirationDate: string
  image: string
  sal: string
  seatsInfo: { info: string; entries: { row: string; seats: string[] }[] }
}

const list = listReducers<Ticket>()

const ticketsSlice = createSlice({
  name: 'tickets',
  initialState: initialListState<Ticket>(),
  reducers: {
    ticketsRequested: list.requested,
    ticketsReceived: list.received,
    ticketsFailed: list.failed,
    ticketsCopyRestored: list.copyRestored,
  },
  // The member's tickets leave with the member (the device copy goes in the sagas).
  extraReducers: (builder) => builder.addCase(sessionActions.loggedOut, () => initialListState()),
})

declare module '../../client/redux/app-state' {
  interface AppState {
    tickets: ListState<Ticket>
  }
}

export const ticketsActions = ticketsSlice.actions
export const selectTickets = (state: { tickets: ListState<Ticket> }) => state.tickets
export default ticketsSlice
