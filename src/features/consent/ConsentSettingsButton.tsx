// Reopens the cookie choice: in the footer on every page, and in the cookie article.
import { useAppDispatch } from '../../client/redux/hooks'
import { consentActions } from './slice'
import { useWords } from '../../components/page-context/PageLanguage'

export const ConsentSettingsButton = ({ className }: { className?: string }) => {
  const dispatch = useAppDispatch()
  const text = useWords()
  return (
    <button
      type="button"
      className={className}
      onClick={() => dispatch(consentActions.settingsOpened())}
    >
      {text.cookieSettings}
    </button>
  )
}
