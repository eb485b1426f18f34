// Live events from the runtime API (SPEC sections 3 and 4): the ids asked for so far, and
// the events received, both only ever appended to.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/** The SPEC does not give a live event's fields beyond its id; the local stand-in sends
 * seatsLeft and status, which the pages show when present. */
export type LiveEvent = { id: string; seatsLeft?: number; status?: string } & Record<
  string,
  unknown
>

export type EventsState = { requested: string[]; items: LiveEvent[] }

const initialState: EventsState = { requested: [], items: [] }

const eventsSlice = createSlice({
  name: 'events',
  initialState,
  reducers: {
    /** A page lists these events; the saga fetches those not asked for yet. */
    liveEventsNeeded: (_state, _action: PayloadAction<string[]>) => {},
    eventsRequested: (state, action: PayloadAction<string[]>) => {
      state.requested.push(...action.payload)
    },
    eventsReceived: (state, action: PayloadAction<LiveEvent[]>) => {
      state.items.push(...action.payload)
    },
  },
  selectors: {
    selectRequestedEventIds: (state) => state.requested,
    selectLiveEvents: (state) => state.items,
    selectLiveEvent: (state, eventId: string) => state.items.find((e) => e.id === eventId),
  },
})

declare module '../../client/redux/app-state' {
  interface AppState {
    events: EventsState
  }
}

export const eventsActions = eventsSlice.actions
export const { selectRequestedEventIds, selectLiveEvents, selectLiveEvent } = eventsSlice.selectors
export default eventsSlice
