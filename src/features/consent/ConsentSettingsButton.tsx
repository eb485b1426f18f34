// Reopens the cookie choice: in the footer on every page, and in the cookie article.
import { useAppDispatch } from '../../client/redux/hooks'
import { consentActions } from './slice'

export const ConsentSettingsButton = ({ className }: { className?: string }) => {
  const dispatch = useAppDispatch()
  return (
    <button
      type="button"
      className={className}
      onClick={() => dispatch(consentActions.settingsOpened())}
    >
      Innstillinger for informasjonskapsler
    </button>
  )
}
