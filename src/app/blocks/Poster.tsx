import styled from 'styled-components'
import { ContentImage } from '../../components/ui/ContentImage'
import { theme } from '../../client/theme'
import type { BlockProps } from '../../contract'

export const Poster = ({ props }: BlockProps<'Poster'>) => {
  const { image, alt, caption } = props
  return (
    <Figure>
      <ContentImage url={image} usage="hero" alt={alt} priority className="poster-image" />
      {caption && <figcaption>{caption}</figcaption>}
    </Figure>
  )
}

const Figure = styled.figure`
  margin: 0;
  .poster-image {
    display: block;
    width: 100%;
    max-height: 32rem;
  }
  .poster-image img {
    object-fit: cover;
  }
  figcaption {
    max-width: ${theme.container};
    margin: 0.5rem auto 0;
    padding: 0 1rem;
    color: ${theme.colour.inkMuted};
    font-size: 0.9rem;
  }
`
