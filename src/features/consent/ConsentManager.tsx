// Reads the visitor's cookie choice once the page is interactive, starts only what was
// agreed to, and shows the choice dialog when nothing is chosen yet or the visitor asks
// for it (footer button, the cookie article). Until the choice is read (and in the built
// HTML) the dialog is rendered as pending: ConsentMarker hides it before paint for a
// visitor who has already chosen.
import { useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '../../client/redux/hooks'
import { refuseStatistics, stopTracking } from './analytics'
import { ConsentDialog } from './ConsentDialog'
import { readConsent, saveConsent, type ConsentChoice } from './consent-storage'
import { consentActions, selectConsent } from './slice'

type Props = { trackingId: string; pixelId: string; siteName: string; moreInfoPath?: string }

export const ConsentManager = ({ trackingId, pixelId, siteName, moreInfoPath }: Props) => {
  const dispatch = useAppDispatch()
  const { known, choice, settingsOpen } = useAppSelector(selectConsent)

  useEffect(() => {
    if (!known) dispatch(consentActions.consentRead(readConsent()))
  }, [dispatch, known])

  useEffect(() => {
    // No choice yet: events wait (analytics.ts) until the visitor answers.
    if (!known || !choice) return
    if (!choice.statistics) refuseStatistics()
    if (!choice.statistics && !choice.marketing) return
    // A choice changed while the code loads is answered by the next run of this effect,
    // not by this one. Offline or a failed chunk: nothing starts, held events stay unsent.
    let current = true
    import('./start-tracking')
      .then(({ startStatistics, startMarketing }) => {
        if (!current) return
        if (choice.statistics) startStatistics(trackingId, siteName)
        if (choice.marketing) startMarketing(pixelId)
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [known, choice, trackingId, pixelId, siteName])

  const choose = (next: ConsentChoice) => {
    saveConsent(next)
    const withdrawn =
      (choice?.statistics && !next.statistics) || (choice?.marketing && !next.marketing)
    dispatch(consentActions.consentChosen(next))
    // Loaded tools cannot be unloaded: remove their cookies and start a clean page.
    if (withdrawn) {
      stopTracking()
      window.location.reload()
    }
  }

  if (known && choice !== null && !settingsOpen) return null
  return (
    <ConsentDialog
      pending={!known}
      current={choice}
      startCustomising={settingsOpen}
      onChoose={choose}
      onClose={choice ? () => dispatch(consentActions.settingsClosed()) : undefined}
      moreInfoPath={moreInfoPath}
    />
  )
}
