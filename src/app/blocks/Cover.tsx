// A wide cover image with a heading. On a film or culture page it shows the production
// and carries the page's h1; on a static page it takes the editor's image and text.
import styled from 'styled-components'
import { coverOf } from '../../lib/programme'
import { ContentImage } from '../../components/ui/ContentImage'
import { imageWithCaption } from '../../components/ui/image-with-caption'
import { theme } from '../../client/theme'
import type { BlockProps } from '../../contract'

export const Cover = ({ props, data }: BlockProps<'Cover'>) => {
  const { production, article } = data
  const own = props
  const ownImage = own.image ? { url: own.image, alt: own.alt ?? '' } : undefined
  const image = production
    ? coverOf(production)
    : article?.image
      ? { url: article.image, alt: '' }
      : ownImage
  if (article && !image) return null
  const heading = production?.title ?? own.heading
  const text = production?.contents[0]?.summary ?? own.text
  return (
    <Box>
      {/* The cover is the largest paint of the pages that have one: it loads at once. */}
      {image && (
        <ContentImage url={image.url} usage="hero" alt={image.alt} priority className="wide" />
      )}
      {heading && (
        <div className="caption">
          {production ? <h1>{heading}</h1> : <p className="cover-heading">{heading}</p>}
          {text && <p>{text}</p>}
        </div>
      )}
    </Box>
  )
}

const Box = styled.div`
  ${imageWithCaption({ height: 'clamp(12rem, 38vw, 30rem)', padding: '1.5rem 1rem' })}
  .wide img {
    opacity: 0.75;
  }
  .caption {
    max-width: ${theme.container};
    margin: 0 auto;
  }
  h1,
  .cover-heading {
    font-size: clamp(1.8rem, 5vw, 3rem);
    font-weight: 700;
    margin: 0 0 0.4rem;
    line-height: 1.15;
  }
  p {
    margin: 0;
    max-width: 46rem;
  }
`
