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

export const MovieInfo = ({ data }: BlockProps<'MovieInfo'>) => {
  const p = data.production
  useEffect(() => {
    if (p) trackItemView(productionItem(p, p.object === 'movie' ? 'Filmside' : 'Arrangementsside'))
  }, [p])
  if (!p) return null
  const age = ageLimitText(p.ageLimit)
  const facts: [string, string][] = [
    ['Originaltittel', p.originalTitle ?? ''],
    ['Regi', p.directors?.join(', ') ?? ''],
    ['Medvirkende', p.cast?.join(', ') ?? ''],
    ['Produksjonsland', p.countries?.join(', ') ?? ''],
    ['Produksjonsår', p.productionYear ? String(p.productionYear) : ''],
    ['Aldersgrense', age?.label ?? ''],
    ['Lengde', p.lengthMinutes ? formatDuration(p.lengthMinutes) : ''],
    ['Sjanger', p.genres.join(', ')],
  ]
  const shown = facts.filter(([, value]) => value)
  return (
    <section aria-labelledby="om-tittel">
      <SectionHeading id="om-tittel">
        {p.object === 'movie' ? 'Om filmen' : 'Om arrangementet'}
      </SectionHeading>
      {shown.length > 0 && (
        <Facts>
          {shown.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Facts>
      )}
      {age && (
        <AgeRule>
          <strong>Aldersgrense: {age.label}.</strong> {age.rule}{' '}
          <SmartLink href={PAGE_PATHS.ageRatings}>Les mer om aldersgrenser</SmartLink>
        </AgeRule>
      )}
      {/* The first summary stands at the top of the page (ProductionIntro). */}
      {p.contents.map((c, i) => (
        <Prose key={i}>
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
