// A horizontally scrolling row of posters. Native scrolling keeps it usable by touch,
// keyboard (each poster is a link) and screen readers (a plain list). A link that shows
// when focused skips the row: on /kino it is some 26 Tab stops between the top and the
// programme's filter. Its posters wait until the row is near the view (LoadWhenNear): on a
// phone it is two screens below /kino's programme, and the browser's own lazy loading
// fetched its first posters on the first view.
import styled from 'styled-components'
import { SectionHeading } from '../../components/ui/Card'
import { ContentImage } from '../../components/ui/ContentImage'
import { SmartLink } from '../../components/ui/SmartLink'
import { EnglishMark } from '../../components/ui/EnglishMark'
import { LoadWhenNear } from '../../components/ui/LoadWhenNear'
import { posterOf } from '../../lib/programme'
import { theme } from '../../client/theme'
import type { BlockProps } from '../../contract'
import { useWords } from '../../components/page-context/PageLanguage'

export const CoverFlow = ({ props, data }: BlockProps<'CoverFlow'>) => {
  const words = useWords()
  const { heading = words.currentFilms } = props
  const productions = data.productions ?? []
  if (productions.length === 0) return null
  return (
    <section aria-labelledby="coverflow-tittel">
      <SectionHeading id="coverflow-tittel">{heading}</SectionHeading>
      <SkipRow href="#etter-plakatene">{words.skipPosters}</SkipRow>
      <LoadWhenNear>
        <Row>
          {productions.map((p) => {
            const poster = posterOf(p)
            return (
              <li key={p.id}>
                <SmartLink href={p.path}>
                  {poster && (
                    <ContentImage url={poster.url} usage="poster" alt="" className="poster" />
                  )}
                  <span>{p.title}</span>
                  <EnglishMark english={p.english} />
                </SmartLink>
              </li>
            )
          })}
        </Row>
      </LoadWhenNear>
      <span id="etter-plakatene" tabIndex={-1} />
    </section>
  )
}

/** Out of sight until focused, then in the flow above the row. */
const SkipRow = styled.a`
  position: absolute;
  left: -10000px;
  &:focus {
    position: static;
    display: inline-block;
    margin: 0 0 0.5rem;
    padding: 0.5rem 0.75rem;
    min-height: 44px;
    font-weight: 600;
    color: ${theme.colour.ink};
  }
`

const Row = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 1rem;
  display: flex;
  gap: 1rem;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  li {
    flex: 0 0 10rem;
    scroll-snap-align: start;
  }
  a {
    display: block;
    color: ${theme.colour.ink};
    text-decoration: none;
    font-weight: 600;
  }
  .poster {
    display: block;
    width: 100%;
    aspect-ratio: 2 / 3;
    border-radius: ${theme.radius};
    margin-bottom: 0.4rem;
  }
`
