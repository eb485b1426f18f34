import type { Ticket } from './slice'

const seatsText = (seats: string[]) =>
  seats.length === 1 ? `sete ${seats[0]}` : `seter ${seats.join(', ')}`

/** «Rad 7, seter 12, 13» for each row of the ticket. */
export const seatLines = (ticket: Ticket) =>
  ticket.seatsInfo.entries.map((entry) => `Rad ${entry.row}, ${seatsText(entry.seats)}`)
