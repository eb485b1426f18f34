// Contact cards written by editors: who, what for, and how to reach them.
import styled from 'styled-components'
import { CardGrid, SectionHeading } from '../../components/ui/Card'
import { theme } from '../../client/theme'
import type { BlockProps } from '../../contract'

export const ManualCardList = ({ props }: BlockProps<'ManualCardList'>) => {
  const { heading, cards } = props
  return (
    <section aria-label={heading ? undefined : 'Kontaktpunkter'}>
      {heading && <SectionHeading>{heading}</SectionHeading>}
      <CardGrid>
        {cards.map((c) => (
          <li key={c.title}>
            <Contact>
              <h3>{c.title}</h3>
              {c.text && <p>{c.text}</p>}
              <dl>
                {c.phone && (
                  <>
                    <dt>Telefon</dt>
                    <dd>
                      <a href={`tel:${c.phone.replace(/\s/g, '')}`}>{c.phone}</a>
                    </dd>
                  </>
                )}
                {c.email && (
                  <>
                    <dt>E-post</dt>
                    <dd>
                      <a href={`mailto:${c.email}`}>{c.email}</a>
                    </dd>
                  </>
                )}
                {c.address && (
                  <>
                    <dt>Adresse</dt>
                    <dd>{c.address}</dd>
                  </>
                )}
                {c.hours && (
                  <>
                    <dt>Åpningstider</dt>
                    <dd>{c.hours}</dd>
                  </>
                )}
              </dl>
            </Contact>
          </li>
        ))}
      </CardGrid>
    </section>
  )
}

const Contact = styled.article`
  height: 100%;
  padding: 1.25rem;
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  h3 {
    margin: 0 0 0.5rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.25rem 0.75rem;
    margin: 0.75rem 0 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`
