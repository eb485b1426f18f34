// «Abonner i kalenderen»: the showings of a series in the visitor's own calendar, kept up to
// date. A webcal: link (calendar apps subscribe to it and fetch it again now and then),
// Google Calendar's subscribe page for it (Android's browsers open no webcal: address), a
// plain download of the same file, and one sentence on the difference.
import styled from 'styled-components'
import { theme } from '../../client/theme'
import { pillButton } from '../../components/ui/pill-button'
import type { BlockProps } from '../../contract'
import { useWords } from '../../components/page-context/PageLanguage'

export const CalendarSubscribe = ({ props, data }: BlockProps<'CalendarSubscribe'>) => {
  const words = useWords()
  const feed = data.events
  if (!feed) return null
  return (
    <Box aria-labelledby={`kalender-${props.name}`}>
      <h2 id={`kalender-${props.name}`}>{props.heading}</h2>
      <p>{words.calendarExplained}</p>
      <p className="links">
        <a className="subscribe" href={feed.webcal}>
          {words.subscribeCalendar}
          <span className="visually-hidden">: {props.title}</span>
        </a>
        <a href={feed.google}>
          {words.subscribeGoogle}
          <span className="visually-hidden">: {props.title}</span>
        </a>
        <a href={feed.path} download>
          {words.downloadFile}
          <span className="visually-hidden">: {props.title}</span>
        </a>
      </p>
    </Box>
  )
}

const Box = styled.section`
  margin: 2rem 0;
  padding: 1rem 1.25rem;
  border-radius: ${theme.radius};
  background: ${theme.colour.paperAlt};
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 0.75rem;
    max-width: 46rem;
  }
  .links {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.75rem 1.5rem;
    margin: 0;
  }
  .subscribe {
    ${pillButton}
    min-height: 44px;
  }
`
