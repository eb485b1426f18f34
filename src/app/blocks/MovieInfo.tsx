// Facts about a production: original title, credits, where and when it was made, age limit
// with what it means at the door, length, genre, and the full description; each shown only
// when the record has it. Language and subtitles are not among them:
// they can differ from showing to showing (a dubbed and an original version), so each
// showing in the ticket list says them.
import { useEffect } from 'react'
import styled from 'styled-components'
import { theme } from '../../client/theme'
import { SectionHeading } from '../../components/ui/Card'
import { SmartLink } from '../../components/ui/SmartLink'
import { productionItem, trackItemView } from '../../features/consent/analytics'
import { ageLimitText } from '../../lib/age-limits'
import { formatDuration } from '../../lib/dates'
import { Prose } from './Content'
import type { BlockProps } from '../../contract'
import { PAGE_PATHS } from '../../contract'
import { usePageLanguage, useWords } from '../../components/page-context/PageLanguage'
import { fillText } from '../../contract'

export const MovieInfo = ({ data }: BlockProps<'MovieInfo'>) => {
  const p = data.production
  const words = useWords()
  const { locale } = usePageLanguage()
  const recordLang = locale === 'nb' ? undefined : 'nb'
  useEffect(() => {
    if (p) trackItemView(productionItem(p, p.object === 'movie' ? 'Filmside' : 'Arrangementsside'))
  }, [p])
  if (!p) return null
  const age = ageLimitText(p.ageLimit, words)
  // [term, value, the value is the record's own (Norwegian) words]
  const facts: [string, string, boolean?][] = [
    [words.factOriginalTitle, p.originalTitle ?? ''],
    [words.factDirector, p.directors?.join(', ') ?? ''],
    [words.factCast, p.cast?.join(', ') ?? ''],
    [words.factCountry, p.countries?.join(', ') ?? '', !p.namesInEnglish],
    [words.factYear, p.productionYear ? String(p.productionYear) : ''],
    [words.factAgeLimit, age?.label ?? ''],
    [words.factLength, p.lengthMinutes ? formatDuration(p.lengthMinutes, words) : ''],
    [words.factGenre, p.genres.join(', '), !p.namesInEnglish],
  ]
  const shown = facts.filter(([, value]) => value)
  return (
    <section aria-labelledby="om-tittel">
      <SectionHeading id="om-tittel">
        {p.object === 'movie' ? words.aboutFilm : words.aboutEvent}
      </SectionHeading>
      {shown.length > 0 && (
        <Facts>
          {shown.map(([term, value, recordText]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd lang={recordText ? recordLang : undefined}>{value}</dd>
            </div>
          ))}
        </Facts>
      )}
      {age && (
        <AgeRule>
          <strong>{fillText(words.ageLimitLine, { label: age.label })}</strong> {age.rule}{' '}
          <SmartLink href={PAGE_PATHS.ageRatings}>{words.moreAboutAges}</SmartLink>
        </AgeRule>
      )}
      {/* The first summary stands at the top of the page (ProductionIntro). */}
      {p.contents.map((c, i) => (
        <Prose key={i} lang={recordLang}>
          {i > 0 && (
            <p>
              <strong>{c.summary}</strong>
            </p>
          )}
          {c.body && <p>{c.body}</p>}
        </Prose>
      ))}
    </section>
  )
}

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 2rem;
  margin: 0 0 1rem;
  dt {
    font-size: 0.85rem;
    color: ${theme.colour.inkMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`

const AgeRule = styled.p`
  max-width: 46rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${theme.colour.orangeDark};
  background: ${theme.colour.paperAlt};
`
