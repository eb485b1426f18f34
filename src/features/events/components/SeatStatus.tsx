// A showing's live seat count from the runtime API. The slot is always there, empty until
// the answer comes, so the list does not move when it fills in.
import { useLiveEvent } from '../use-live-events'

export const FEW_SEATS = 20

const seatText = (event: { seatsLeft?: unknown; status?: unknown }, short: boolean) => {
  const seats = typeof event.seatsLeft === 'number' ? event.seatsLeft : null
  if (event.status === 'soldOut' || seats === 0) return 'Utsolgt'
  if (seats === null) return ''
  if (short) return seats < FEW_SEATS ? 'Få igjen' : ''
  return seats < FEW_SEATS ? `Få plasser igjen (${seats})` : `${seats} ledige plasser`
}

type Props = { eventId: string; short?: boolean; className?: string }

const seatState = (text: string) =>
  text === 'Utsolgt' ? 'sold-out' : text.startsWith('Få') ? 'few' : undefined

export const SeatStatus = ({ eventId, short = false, className }: Props) => {
  const event = useLiveEvent(eventId)
  const text = event ? seatText(event, short) : ''
  return (
    <span className={className} data-live-event={eventId} data-seat-state={seatState(text)}>
      {text}
    </span>
  )
}
