// «Er du fortsatt der?»: a modal dialog (the browser's own, so focus stays in it and Escape
// works) two minutes before a session that is not remembered ends. Staying, by the button,
// Escape or any activity, keeps the member logged in; «Logg ut nå» ends it at once.
import { useEffect, useRef } from 'react'
import styled from 'styled-components'
import { theme } from '../../../client/theme'
import { useAppDispatch } from '../../../client/redux/hooks'
import { pillButtonElement } from '../../../components/ui/pill-button'
import { sessionActions } from '../../../session/session'

export const IdleWarningDialog = () => {
  const dispatch = useAppDispatch()
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    element?.showModal()
    return () => element?.close()
  }, [])
  const stay = () => dispatch(sessionActions.activityResumed())
  return (
    <Dialog
      ref={dialog}
      aria-labelledby="inaktiv-tittel"
      aria-describedby="inaktiv-tekst"
      onCancel={(event) => {
        event.preventDefault()
        stay()
      }}
    >
      <h2 id="inaktiv-tittel">Er du fortsatt der?</h2>
      <p id="inaktiv-tekst">
        Du blir logget ut om to minutter, fordi ingen har brukt siden på en stund. Da fjernes
        billettene og ønskelisten din fra denne nettleseren.
      </p>
      <Actions>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog's first action */}
        <button type="button" autoFocus onClick={stay}>
          Fortsett å være logget inn
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => dispatch(sessionActions.loggedOut())}
        >
          Logg ut nå
        </button>
      </Actions>
    </Dialog>
  )
}

const Dialog = styled.dialog`
  max-width: min(30rem, calc(100vw - 2rem));
  padding: 1.5rem;
  border: 2px solid ${theme.colour.ink};
  border-radius: 12px;
  background: ${theme.colour.paper};
  color: ${theme.colour.ink};
  &::backdrop {
    background: rgb(0 0 0 / 0.55);
  }
  h2 {
    margin-top: 0;
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  button {
    ${pillButtonElement}
    min-height: 44px;
  }
  .secondary {
    background: ${theme.colour.paper};
    color: ${theme.colour.ink};
    border: 2px solid ${theme.colour.ink};
  }
`
