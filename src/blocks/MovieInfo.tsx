// Facts about a production: age limit, length, genre, language and the full description.
import styled from 'styled-components'
import type { Production } from '../build/programme-schema'
import { SectionHeading } from '../components/ui/Card'
import { Prose } from './Content'
import type { BlockProps } from './types'

export const MovieInfo = ({ data }: BlockProps) => {
  const p = data.production as Production | undefined
  if (!p) return null
  const facts: [string, string][] = []
  if (p.ageLimit)
    facts.push(['Aldersgrense', p.ageLimit === 'A' ? 'Tillatt for alle' : `${p.ageLimit} år`])
  if (p.lengthMinutes)
    facts.push(['Lengde', `${Math.floor(p.lengthMinutes / 60)} t ${p.lengthMinutes % 60} min`])
  if (p.genres.length) facts.push(['Sjanger', p.genres.join(', ')])
  if (p.language) facts.push(['Språk', p.language])
  if (p.subtitles) facts.push(['Tekst', p.subtitles])
  return (
    <section aria-labelledby="om-tittel">
      <SectionHeading id="om-tittel">
        {p.object === 'movie' ? 'Om filmen' : 'Om arrangementet'}
      </SectionHeading>
      {facts.length > 0 && (
        <Facts>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Facts>
      )}
      {p.contents.map((c, i) => (
        <Prose key={i}>
          <p>
            <strong>{c.summary}</strong>
          </p>
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
    color: #4a4a4a;
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`
