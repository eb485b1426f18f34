// One ticket as it is shown at the door: film, time, screen, seats by row, notes, expiry
// and the QR code the staff scan.
import styled from 'styled-components'
import { formatDate, formatDay, formatTime } from '../../../lib/dates'
import { theme } from '../../../lib/theme'
import type { Ticket } from '../slice'
import { QrCode } from './QrCode'

const seatsText = (seats: string[]) =>
  seats.length === 1 ? `sete ${seats[0]}` : `seter ${seats.join(', ')}`

export const TicketCard = ({ ticket }: { ticket: Ticket }) => {
  const when = `${formatDay(ticket.startTime)} kl. ${formatTime(ticket.startTime)}`
  return (
    <Card aria-label={`Billett: ${ticket.movieTitle}, ${when}`}>
      <div className="facts">
        <h3>{ticket.movieTitle}</h3>
        <dl>
          <div>
            <dt>Tid</dt>
            <dd>
              <time dateTime={ticket.startTime}>{when}</time>
            </dd>
          </div>
          <div>
            <dt>Sal</dt>
            <dd>{ticket.sal}</dd>
          </div>
          <div>
            <dt>Plasser</dt>
            <dd>
              <ul>
                {ticket.seatsInfo.entries.map((entry) => (
                  <li key={entry.row}>
                    Rad {entry.row}, {seatsText(entry.seats)}
                  </li>
                ))}
              </ul>
              {ticket.seatsInfo.info && <span className="info">{ticket.seatsInfo.info}</span>}
            </dd>
          </div>
          {ticket.notes && (
            <div>
              <dt>Merknad</dt>
              <dd>{ticket.notes}</dd>
            </div>
          )}
          <div>
            <dt>Gyldig til</dt>
            <dd>
              <time dateTime={ticket.expirationDate}>
                {formatDate(ticket.expirationDate)} kl. {formatTime(ticket.expirationDate)}
              </time>
            </dd>
          </div>
        </dl>
      </div>
      <figure>
        <QrCode value={ticket.qrCode} label={`QR-kode for billetten til ${ticket.movieTitle}`} />
        <figcaption>Vis QR-koden i døra. Billettnummer {ticket.qrCode}</figcaption>
      </figure>
    </Card>
  )
}

const Card = styled.article`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 1rem;
  padding: 1.25rem;
  margin-bottom: 1rem;
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  background: ${theme.colour.paper};
  h3 {
    margin: 0 0 0.75rem;
  }
  dl {
    margin: 0;
  }
  dl > div {
    display: flex;
    gap: 0.5rem;
    margin-bottom: 0.35rem;
  }
  dt {
    font-weight: 700;
    min-width: 6.5rem;
  }
  dd {
    margin: 0;
  }
  dd ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .info {
    color: ${theme.colour.inkMuted};
  }
  figure {
    margin: 0;
    text-align: center;
    max-width: 200px;
  }
  figcaption {
    font-size: 0.9rem;
    overflow-wrap: anywhere;
  }
`
