// A failed partner call as a member sees it: what happened and what to do (an alert, so
// that screen readers announce it), «Prøv igjen» where trying again may help, and the
// technical detail in a collapsed «Detaljer for kundeservice» they can pass on. After a
// member's own action (a form sent, a button pressed) focus goes to where they can act.
import { useEffect, useRef } from 'react'
import styled from 'styled-components'
import type { ApiError } from '../../client/api-error'
import { formatDate, formatTime } from '../../lib/dates'
import { errorText, mayRetry } from '../../client/error-text'
import { theme } from '../../client/theme'
import { Alert } from './form'
import { outlinePillButtonElement } from './outline-pill-button'

type Props = {
  error: ApiError
  /** Sends the same request again; offered when that may help. */
  onRetry?: () => void
  /** The request is under way again. */
  retrying?: boolean
  /** Words before the message, saying what failed («Kunne ikke hente billettene.»). */
  lead?: string
  /** Move focus here when the error appears: it follows the member's own action. */
  takeFocus?: boolean
}

export const ErrorReport = ({ error, onRetry, retrying = false, lead, takeFocus }: Props) => {
  const box = useRef<HTMLDivElement>(null)
  const retry = useRef<HTMLButtonElement>(null)
  const offerRetry = Boolean(onRetry) && mayRetry(error)
  useEffect(() => {
    if (takeFocus) (retry.current ?? box.current)?.focus()
  }, [error, takeFocus])
  const at = new Date(error.at)
  return (
    <Box ref={box} tabIndex={-1}>
      {/* A new failure remounts the alert, so that it is announced even with the same text. */}
      <Alert key={error.at}>{lead ? `${lead} ${errorText(error)}` : errorText(error)}</Alert>
      {offerRetry && (
        <Retry ref={retry} type="button" onClick={onRetry} aria-disabled={retrying}>
          {retrying ? 'Prøver igjen …' : 'Prøv igjen'}
        </Retry>
      )}
      <details>
        <summary>Detaljer for kundeservice</summary>
        <dl>
          <dt>Kall</dt>
          <dd>{error.call}</dd>
          <dt>Status</dt>
          <dd>{error.status ?? 'ikke noe svar'}</dd>
          <dt>Tidspunkt</dt>
          <dd>
            {formatDate(at)} kl. {formatTime(at)} ({error.at})
          </dd>
          <dt>Feil</dt>
          <dd>
            {error.kind}
            {error.detail ? `: ${error.detail}` : ''}
          </dd>
        </dl>
      </details>
    </Box>
  )
}

const Box = styled.div`
  margin: 1rem 0;
  &:focus {
    outline: none;
  }
  > p {
    margin-bottom: 0.6rem;
  }
  details {
    margin-top: 0.6rem;
    font-size: 0.9rem;
    color: ${theme.colour.inkMuted};
  }
  summary {
    cursor: pointer;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.2rem 0.8rem;
    margin: 0.5rem 0 0;
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
  }
`

const Retry = styled.button`
  ${outlinePillButtonElement}
  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.75;
  }
`
