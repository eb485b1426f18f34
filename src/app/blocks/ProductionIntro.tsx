// The first screen of a film or culture page: the poster, the title, one line of facts
// (age limit, length, genres, language and subtitles), the credits, the summary, the next
// showing with «Kjøp billett», and the trailer (or the film's own picture). Every upcoming
// showing is in the HTML and CSS shows the first one not hidden, so that a page built days
// ago offers the next showing from the first paint (HideShowings hides those that have
// started), and the full list follows in the ticket list below.
import { Fragment } from 'react'
import styled from 'styled-components'
import {
  fillText,
  type BlockProps,
  type EventLine,
  type LinkedProduction,
  type UiText,
} from '../../contract'
import { usePageLanguage, useWords } from '../../components/page-context/PageLanguage'
import { ContentImage } from '../../components/ui/ContentImage'
import { Showing } from '../../components/ui/Showing'
import { media, theme } from '../../client/theme'
import { pillButton } from '../../components/ui/pill-button'
import { SeatStatus } from '../../features/events/components/SeatStatus'
import { useLiveEvents } from '../../features/events/use-live-events'
import { useNow } from '../../hooks/use-now'
import { ageLimitText } from '../../lib/age-limits'
import { formatDay, formatDuration, formatTime } from '../../lib/dates'
import { coverOf, posterOf } from '../../lib/programme'
import { languageLabels } from '../../lib/showing-attributes'
import { BuyLink } from '../purchase/BuyLink'
import { FollowFilm, FollowText } from '../../components/ui/FollowFilm'
import { ShareButton } from '../../components/ui/share-later'
import { Trailer } from './Trailer'
import { audienceText, lowestPriceText } from '../../lib/prices'

/** A fact the record writes (genres, countries) is in Norwegian whatever the page's language,
 * unless the English page has English names for all of it. */
type Fact = { text: string; recordText?: boolean }

const factsOf = (p: LinkedProduction, words: UiText): Fact[] =>
  [
    { text: ageLimitText(p.ageLimit, words)?.label },
    { text: audienceText(p.audienceAges, words) },
    { text: p.lengthMinutes ? formatDuration(p.lengthMinutes, words) : undefined },
    { text: p.genres.join(', ') || undefined, recordText: !p.namesInEnglish },
    {
      text:
        languageLabels({ language: p.language, subtitles: p.subtitles }, words)
          .map((l) => l.text)
          .join(', ') || undefined,
    },
  ].filter((fact): fact is Fact => !!fact.text)

const creditsOf = (p: LinkedProduction, words: UiText): Fact[] =>
  [
    { text: p.directors && fillText(words.directedBy, { names: p.directors.join(', ') }) },
    {
      text: [p.countries?.join(', '), p.productionYear].filter(Boolean).join(' ') || undefined,
      recordText: !p.namesInEnglish,
    },
  ].filter((credit): credit is Fact => !!credit.text)

/** Facts joined by «·»; on a page in another language, the record's own words say theirs. */
const FactLine = ({ facts, lang }: { facts: Fact[]; lang: string | undefined }) => (
  <>
    {facts.map((fact, i) => (
      <Fragment key={fact.text}>
        {i > 0 && ' · '}
        {fact.recordText && lang ? <span lang={lang}>{fact.text}</span> : fact.text}
      </Fragment>
    ))}
  </>
)

// Every showing the ticket list has is a candidate, so that «Neste visning» and the list
// agree at any age of the build: CSS shows the first that the head script has not hidden.
const NextShowing = ({ events, title }: { events: EventLine[]; title: string }) => {
  const now = useNow()
  const { locale, words } = usePageLanguage()
  // A hall's name is Norwegian on an English page too.
  const hallLang = locale === 'nb' ? undefined : 'nb'
  const when = (iso: string) => `${formatDay(iso, words)} ${words.at} ${formatTime(iso)}`
  useLiveEvents(events.map((e) => e.eventId))
  return (
    <Next aria-labelledby="neste-visning">
      <h2 id="neste-visning">{words.nextShowing}</h2>
      <ul>
        {events.map((e) => (
          <Showing key={e.id} startTime={e.startTime} now={now}>
            <p className="when">
              <time dateTime={e.startTime}>{when(e.startTime)}</time>
              <span className="where">
                <span lang={hallLang}>{e.location.name}</span>
                {lowestPriceText(e.prices, words) && ` · ${lowestPriceText(e.prices, words)}`}
              </span>
              <SeatStatus eventId={e.eventId} className="seats" />
            </p>
            <BuyLink event={e} listName="Neste visning" className="buy">
              {words.buyTicket}
              <span className="visually-hidden">
                {fillText(words.ticketFor, { what: `${title} ${when(e.startTime)}` })}
              </span>
            </BuyLink>
          </Showing>
        ))}
      </ul>
      <p className="none">{words.noShowingsPlanned}</p>
      {events.length > 1 && (
        <a className="all" href="#billetter-tittel">
          {words.allShowings}
        </a>
      )}
    </Next>
  )
}

export const ProductionIntro = ({ props, data }: BlockProps<'ProductionIntro'>) => {
  const { production: p, events = [] } = data
  const words = useWords()
  const { locale } = usePageLanguage()
  // The record's own words are Norwegian; on a page in another language they say so.
  const recordLang = locale === 'nb' ? undefined : 'nb'
  if (!p) return null
  const poster = posterOf(p)
  const cover = coverOf(p)
  const facts = factsOf(p, words)
  const credits = creditsOf(p, words)
  // The film's wide picture (its trailer's, or a still) is the first screen's largest where
  // there is one; else the poster is.
  const still = cover && (p.trailer || cover !== poster) ? cover : undefined
  return (
    <Box>
      {poster && (
        <ContentImage
          url={poster.url}
          usage="poster"
          alt={poster.alt}
          priority={!still}
          eager={!!still}
          fixed={{ width: 240, height: 360, sizes: '(min-width: 1024px) 240px, 128px' }}
          className="poster"
        />
      )}
      <h1>{p.title}</h1>
      <div className="about">
        {facts.length > 0 && (
          <p className="facts">
            <FactLine facts={facts} lang={recordLang} />
          </p>
        )}
        {credits.length > 0 && (
          <p className="credits">
            <FactLine facts={credits} lang={recordLang} />
          </p>
        )}
        {p.cast && (
          <p className="credits">
            {fillText(words.withCast, { names: p.cast.slice(0, 5).join(', ') })}
          </p>
        )}
      </div>
      <NextShowing events={events} title={p.title} />
      <p className="summary">
        <span lang={recordLang}>{p.contents[0]?.summary}</span>
        {/* On a page in another language: the record's words are Norwegian, and it says so. */}
        {recordLang && p.contents[0]?.summary && (
          <small className="in-norwegian"> ({words.inNorwegian})</small>
        )}
      </p>
      {p.trailer ? (
        <div className="media">
          <Trailer
            embed={p.trailer}
            title={p.title}
            image={still}
            privacy={props.privacy}
            priority
          />
        </div>
      ) : (
        still && (
          <div className="media">
            <ContentImage url={still.url} usage="hero" alt={still.alt} priority className="still" />
          </div>
        )
      )}
      <div className="actions">
        <ShareButton title={p.title} />
        {p.follow && (
          <p className="follow-line">
            <FollowFilm follow={p.follow} title={p.title} /> <FollowText />
          </p>
        )}
      </div>
    </Box>
  )
}

// On a phone: the title across the screen (a long word must not break), the poster beside
// the facts, then the next showing, the summary and the trailer. From the lg breakpoint:
// the poster in a column of its own beside the rest, the trailer under the text; from wide,
// the trailer in a third column (between them that column left the title 272 px, and
// «Fjellvettreglene» broke at a letter).
const Box = styled.div`
  display: grid;
  grid-template-columns: 128px minmax(0, 1fr);
  grid-template-areas:
    'title title'
    'poster about'
    'next next'
    'summary summary'
    'media media'
    'actions actions';
  gap: 0.75rem 1rem;
  padding: 1.25rem 0 0.5rem;
  .poster {
    grid-area: poster;
    width: 128px;
    height: 192px;
    border-radius: 8px;
    box-shadow: 0 4px 14px rgba(0, 0, 0, 0.25);
  }
  .about {
    grid-area: about;
    align-self: center;
  }
  h1 {
    grid-area: title;
    font-size: clamp(1.6rem, 5vw, 2.6rem);
    margin: 0;
    hyphens: auto;
  }
  .facts {
    margin: 0 0 0.35rem;
    font-weight: 600;
  }
  .credits {
    margin: 0 0 0.2rem;
    color: ${theme.colour.inkMuted};
    font-size: 0.95rem;
  }
  .summary {
    grid-area: summary;
    margin: 0;
    font-size: 1.1rem;
    max-width: 40rem;
  }
  .in-norwegian {
    color: ${theme.colour.inkMuted};
    font-size: 0.95rem;
  }
  .actions {
    grid-area: actions;
    display: grid;
    gap: 0.75rem;
    justify-items: start;
  }
  .follow-line {
    /* The button, and what following does on its own line under it. */
    display: grid;
    gap: 0.5rem;
    justify-items: start;
    margin: 0;
    max-width: 40rem;
  }
  .media {
    grid-area: media;
  }
  .still {
    aspect-ratio: 16 / 9;
    border-radius: ${theme.radius};
  }
  ${media.lg} {
    grid-template-columns: 240px minmax(0, 1fr);
    /* Rows beside the poster keep their height; the last takes what the poster leaves. */
    grid-template-rows: auto auto auto auto auto 1fr;
    grid-template-areas:
      'poster title'
      'poster about'
      'poster summary'
      'poster next'
      'poster actions'
      'poster media';
    column-gap: 2rem;
    padding-top: 2rem;
    .poster {
      width: 240px;
      height: 360px;
    }
    .about {
      align-self: start;
    }
    .media {
      max-width: 36rem;
    }
  }
  ${media.wide} {
    grid-template-columns: 240px minmax(0, 1fr) minmax(0, 26rem);
    grid-template-rows: auto auto auto auto 1fr;
    grid-template-areas:
      'poster title media'
      'poster about media'
      'poster summary media'
      'poster next media'
      'poster actions media';
    .media {
      max-width: none;
    }
  }
`

const Next = styled.section`
  grid-area: next;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${theme.colour.orangeDark};
  background: ${theme.colour.paperAlt};
  border-radius: 0 ${theme.radius} ${theme.radius} 0;
  h2 {
    margin: 0 0 0.25rem;
    font-size: 0.95rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem 1rem;
  }
  /* Only the first showing not hidden (started ones are, before paint). */
  li[hidden],
  li:not([hidden]) ~ li {
    display: none;
  }
  .when {
    margin: 0;
  }
  time {
    font-weight: 700;
  }
  time::first-letter {
    text-transform: uppercase;
  }
  .where::before {
    content: ' · ';
  }
  /* A line of its own, kept while empty, so that nothing moves when the seats arrive. */
  .seats {
    display: block;
    /* The slot's height and the text's line box are one (1.5em), empty or filled. */
    min-height: 1.5em;
    line-height: 1.5;
    font-weight: 600;
    color: ${theme.colour.accent};
  }
  .buy {
    ${pillButton}
    min-height: 44px;
  }
  .none {
    display: none;
    margin: 0;
  }
  ul:not(:has(li:not([hidden]))) + .none {
    display: block;
  }
  .all {
    display: inline-block;
    margin-top: 0.4rem;
    font-size: 0.95rem;
  }
`
