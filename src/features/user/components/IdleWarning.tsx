// The warning before a session that is not remembered ends for want of activity
// (idle-session.ts). Nothing of it is in the first load: its dialog's code comes only when
// the warning is due, and it stands at the end of the page, so nothing else moves.
import { loadLater } from '../../../components/ui/load-later'
import { useAppSelector } from '../../../client/redux/hooks'
import { selectIdleWarning } from '../../../session/session'

const IdleWarningDialog = loadLater(
  'client-only',
  () => import('./IdleWarningDialog').then((m) => m.IdleWarningDialog),
  { what: 'varselet', minHeight: '0' },
)

export const IdleWarning = () => (useAppSelector(selectIdleWarning) ? <IdleWarningDialog /> : null)
