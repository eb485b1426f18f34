// Pages that list showings ask the runtime API for their live state (seats left, sold
// out) once they are interactive; the saga fetches only ids it has not asked for before.
import { useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '../../client/redux/hooks'
import { eventsActions, selectLiveEvent, type LiveEvent } from './slice'

export const useLiveEvents = (eventIds: string[]) => {
  const dispatch = useAppDispatch()
  const key = eventIds.join(',')
  useEffect(() => {
    if (key) dispatch(eventsActions.liveEventsNeeded(key.split(',')))
  }, [dispatch, key])
}

export const useLiveEvent = (eventId: string): LiveEvent | undefined =>
  useAppSelector((state: Parameters<typeof selectLiveEvent>[0]) => selectLiveEvent(state, eventId))
