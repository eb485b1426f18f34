// Contact cards written by editors: who, what for, and how to reach them.
import styled from 'styled-components'
import { CardGrid, SectionHeading } from '../../components/ui/Card'
import { theme } from '../../client/theme'
import type { BlockProps } from '../../contract'
import { directionsUrl } from '../../lib/directions'

export const ManualCardList = ({ props }: BlockProps<'ManualCardList'>) => {
  const { heading, cards } = props
  return (
    <section aria-label={heading ? undefined : 'Kontaktpunkter'}>
      {heading && <SectionHeading>{heading}</SectionHeading>}
      <ContactGrid>
        {cards.map((c) => (
          <li key={c.title}>
            <Contact>
              <h3>{c.title}</h3>
              {c.text && <p>{c.text}</p>}
              <dl>
                {c.phone && (
                  <div>
                    <dt>Telefon</dt>
                    <dd>
                      <a href={`tel:${c.phone.replace(/\s/g, '')}`}>{c.phone}</a>
                    </dd>
                  </div>
                )}
                {c.email && (
                  <div>
                    <dt>E-post</dt>
                    <dd>
                      <a href={`mailto:${c.email}`}>{c.email}</a>
                    </dd>
                  </div>
                )}
                {c.address && (
                  <div>
                    <dt>Adresse</dt>
                    <dd>
                      <a href={directionsUrl(c.address)}>
                        {c.address}
                        <span className="visually-hidden"> (kart og veibeskrivelse)</span>
                      </a>
                    </dd>
                  </div>
                )}
                {c.hours && (
                  <div>
                    <dt>Åpningstider</dt>
                    <dd>{c.hours}</dd>
                  </div>
                )}
              </dl>
            </Contact>
          </li>
        ))}
      </ContactGrid>
    </section>
  )
}

/** Cards wide enough for a phone number and an address on a line: at the programme's card
 * width (13rem from 1280 px) they broke «61 00 00 00» into four lines. */
const ContactGrid = styled(CardGrid)`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
`

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
    gap: 0.25rem;
    margin: 0.75rem 0 0;
  }
  /* A value stands beside its name while it fits there whole, and under it when not: an
     address or opening hours broke at any letter in a narrow column beside «Åpningstider». */
  dl > div {
    display: flex;
    flex-wrap: wrap;
    column-gap: 0.75rem;
  }
  dt {
    flex: 0 0 7.5rem;
    font-weight: 600;
  }
  dd {
    flex: 1 1 auto;
    margin: 0;
  }
`
