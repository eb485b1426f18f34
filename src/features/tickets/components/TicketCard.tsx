// One ticket as it is shown at the door: film, time, screen, seats by row, notes, expiry
// and the QR code the staff scan.
import { useRef, useState } from 'react'
import styled from 'styled-components'
import { pillButtonElement } from '../../../components/ui/pill-button'
import { formatDate, formatDay, formatTime } from '../../../lib/dates'
import { theme } from '../../../client/theme'
import { seatLines } from '../seats'
import type { Ticket } from '../slice'
import { ticketFileName } from '../ticket-calendar'
import { CalendarLink } from './CalendarLink'
import { DoorView } from './DoorView'
import { QrCode } from './QrCode'

export const TicketCard = ({ ticket }: { ticket: Ticket }) => {
  const when = `${formatDay(ticket.startTime)} kl. ${formatTime(ticket.startTime)}`
  const [atDoor, setAtDoor] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const closeDoorView = () => {
    setAtDoor(false)
    opener.current?.focus()
  }
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
                {seatLines(ticket).map((line) => (
                  <li key={line}>{line}</li>
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
        <p className="actions">
          <button type="button" ref={opener} onClick={() => setAtDoor(true)}>
            Vis billetten i døra<span className="visually-hidden"> for {ticket.movieTitle}</span>
          </button>
          <CalendarLink tickets={[ticket]} fileName={ticketFileName(ticket)}>
            Legg i kalenderen<span className="visually-hidden"> for {ticket.movieTitle}</span>
          </CalendarLink>
        </p>
      </div>
      <figure>
        <QrCode value={ticket.qrCode} label={`QR-kode for billetten til ${ticket.movieTitle}`} />
        <figcaption>Vis QR-koden i døra. Billettnummer {ticket.qrCode}</figcaption>
      </figure>
      {atDoor && <DoorView ticket={ticket} onClose={closeDoorView} />}
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
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.75rem 1.25rem;
    margin: 1rem 0 0;
  }
  .actions button {
    ${pillButtonElement}
  }
  .actions a {
    font-weight: 700;
    color: ${theme.colour.accent};
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
