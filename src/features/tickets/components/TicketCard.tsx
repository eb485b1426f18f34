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

type Props = {
  ticket: Ticket
  /** The showing is over: the card is a record, with no QR code to show at the door. */
  past?: boolean
}

export const TicketCard = ({ ticket, past = false }: Props) => {
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
          {!past && (
            <div>
              <dt>Gyldig til</dt>
              <dd>
                <time dateTime={ticket.expirationDate}>
                  {formatDate(ticket.expirationDate)} kl. {formatTime(ticket.expirationDate)}
                </time>
              </dd>
            </div>
          )}
        </dl>
        {past ? (
          <p className="over">Visningen har vært. Billetten gjelder ikke lenger.</p>
        ) : (
          <DoorActions ticket={ticket} />
        )}
      </div>
      {!past && (
        <figure>
          <QrCode value={ticket.qrCode} label={`QR-kode for billetten til ${ticket.movieTitle}`} />
          <figcaption>Vis QR-koden i døra. Billettnummer {ticket.qrCode}</figcaption>
        </figure>
      )}
    </Card>
  )
}

/** What a current ticket offers: the door view and the calendar file. */
const DoorActions = ({ ticket }: { ticket: Ticket }) => {
  const [atDoor, setAtDoor] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const closeDoorView = () => {
    setAtDoor(false)
    opener.current?.focus()
  }
  return (
    <>
      <p className="actions">
        <button type="button" ref={opener} onClick={() => setAtDoor(true)}>
          Vis billetten i døra<span className="visually-hidden"> for {ticket.movieTitle}</span>
        </button>
        <CalendarLink tickets={[ticket]} fileName={ticketFileName(ticket)}>
          Legg i kalenderen<span className="visually-hidden"> for {ticket.movieTitle}</span>
        </CalendarLink>
      </p>
      {atDoor && <DoorView ticket={ticket} onClose={closeDoorView} />}
    </>
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
  .over {
    margin: 0.75rem 0 0;
    font-weight: 700;
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
