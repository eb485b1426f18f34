// A showing's live seat count from the runtime API. The slot is always there, empty until
// the answer comes, so the list does not move when it fills in.
import { useLiveEvent } from '../use-live-events'
import { useWords } from '../../../components/page-context/PageLanguage'
import type { UiText } from '../../../contract'

export const FEW_SEATS = 20

export type Seats = { state?: 'sold-out' | 'few'; seats: number | null }

const seatsOf = (event: { seatsLeft?: unknown; status?: unknown }): Seats => {
  const seats = typeof event.seatsLeft === 'number' ? event.seatsLeft : null
  if (event.status === 'soldOut' || seats === 0) return { state: 'sold-out', seats: 0 }
  if (seats === null) return { seats }
  return seats < FEW_SEATS ? { state: 'few', seats } : { seats }
}

const seatText = ({ state, seats }: Seats, short: boolean, words: UiText) => {
  if (state === 'sold-out') return words.soldOut
  if (seats === null) return ''
  if (short) return state === 'few' ? words.fewLeft : ''
  const text = state === 'few' ? words.fewSeats : words.seatsLeft
  return text.replace('{seats}', String(seats))
}

type Props = { eventId: string; short?: boolean; className?: string }

/** The showing's seats as the runtime API last said: undefined until it has. */
export const useSeats = (eventId: string): Seats | undefined => {
  const event = useLiveEvent(eventId)
  return event ? seatsOf(event) : undefined
}

export const SeatStatus = ({ eventId, short = false, className }: Props) => {
  const words = useWords()
  const seats = useSeats(eventId)
  return (
    <span className={className} data-live-event={eventId} data-seat-state={seats?.state}>
      {seats ? seatText(seats, short, words) : ''}
    </span>
  )
}
