// Offline, every page says so, and how old the programme it shows is: the page and its
// programme come from what this browser saved (the service worker), as the build made them.
import styled from 'styled-components'
import { useOnline } from '../../hooks/use-online'
import { formatDay, formatTime } from '../../lib/dates'
import { theme } from '../../client/theme'
import { useWords } from '../../components/page-context/PageLanguage'
import { fillText } from '../../contract'

export const OfflineNotice = ({ programmeAt }: { programmeAt: string | undefined }) => {
  const online = useOnline()
  const text = useWords()

  if (online) return null
  return (
    <Notice role="status">
      {text.offline}{' '}
      {programmeAt &&
        fillText(text.offlineProgramme, {
          day: formatDay(programmeAt, text),
          time: formatTime(programmeAt),
        })}
    </Notice>
  )
}

const Notice = styled.p`
  margin: 0;
  padding: 0.6rem 1rem;
  background: ${theme.colour.ink};
  color: ${theme.colour.paper};
  font-weight: 600;
  text-align: center;
`
