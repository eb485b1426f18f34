// The ticket at the door: its QR code as large as the screen allows, black on white, with
// what the staff ask about. A modal dialog, so Escape closes it and focus stays inside; it
// keeps the screen awake where the browser allows, and needs no network.
import { useEffect, useRef } from 'react'
import styled from 'styled-components'
import { formatDay, formatTime } from '../../../lib/dates'
import { useNow } from '../../../hooks/use-now'
import { seatLines } from '../seats'
import type { Ticket } from '../slice'
import { isPastTicket } from '../ticket-calendar'
import { QrCode } from './QrCode'

type Props = { ticket: Ticket; onClose: () => void }

export const DoorView = ({ ticket, onClose }: Props) => {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (typeof element.showModal === 'function') element.showModal()
    else element.setAttribute('open', '') // browsers (and test DOMs) without modal dialogs
    let lock: WakeLockSentinel | null = null
    navigator.wakeLock
      ?.request('screen')
      .then((sentinel) => (lock = sentinel))
      .catch(() => {}) // not allowed (battery saver, no permission): the hint still helps
    return () => void lock?.release().catch(() => {})
  }, [])
  const when = `${formatDay(ticket.startTime)} kl. ${formatTime(ticket.startTime)}`
  // Left open past the door's grace, the view stops showing the code as valid.
  const now = useNow(15_000)
  const expired = now !== null && isPastTicket(ticket, now)
  return (
    <Dialog ref={dialog} aria-labelledby="dorvisning-tittel" onClose={onClose}>
      <h2 id="dorvisning-tittel">{ticket.movieTitle}</h2>
      <p className="facts">
        <time dateTime={ticket.startTime}>{when}</time> · {ticket.sal}
        <br />
        {seatLines(ticket).join(' · ')}
      </p>
      {expired ? (
        <p className="expired" role="alert">
          Billetten gjelder ikke lenger: visningen begynte {when}.
        </p>
      ) : (
        <>
          <QrCode value={ticket.qrCode} label={`QR-kode for billetten til ${ticket.movieTitle}`} />
          <p>Billettnummer {ticket.qrCode}</p>
          <p className="hint">Skru opp lysstyrken på skjermen, så leses koden raskere i døra.</p>
        </>
      )}
      <button
        type="button"
        onClick={() =>
          typeof dialog.current?.close === 'function' ? dialog.current.close() : onClose()
        }
      >
        Lukk
      </button>
    </Dialog>
  )
}

const Dialog = styled.dialog`
  box-sizing: border-box;
  width: 100vw;
  height: 100dvh;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 1rem;
  border: 0;
  background: #fff;
  color: #000;
  text-align: center;
  overflow: auto;
  &::backdrop {
    background: #fff;
  }
  h2 {
    margin: 0.5rem 0 0.25rem;
    font-size: 1.4rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0.4rem 0;
  }
  .facts {
    font-weight: 700;
  }
  svg {
    display: block;
    width: min(88vw, 60dvh);
    height: auto;
    margin: 0.5rem auto;
  }
  .hint {
    font-size: 0.95rem;
  }
  button {
    font: inherit;
    font-weight: 700;
    margin-top: 0.5rem;
    padding: 0.7rem 2rem;
    border: 2px solid #000;
    border-radius: 999px;
    background: #000;
    color: #fff;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid #1457d1;
    outline-offset: 3px;
  }
`
