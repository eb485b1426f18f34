// Every picture from the content goes through here: the processed image the page's data
// names (GatsbyImage), a vector image as it is, or, when the image could not be processed,
// a placeholder of the same shape, never a broken image. The page's largest picture
// (priority) loads at once with high fetch priority; the rest load as they near the view.
// plugin-image is gatsby-plugin-image under another name (see docs/architecture.md's notes for
// maintainers).
import { GatsbyImage } from 'plugin-image'
import { createContext, useContext, useMemo } from 'react'
import styled from 'styled-components'
import { IMAGE_USAGES, type ImageCatalogue, type ImageUsage } from '../../contract/images'
import { gatsbyImageData, objectPosition } from '../../client/images'
import { theme } from '../../client/theme'

/** The images of the page being shown (the template provides them from its data). */
export const ImageCatalogueContext = createContext<ImageCatalogue>({})

type Props = {
  url: string | undefined
  usage: ImageUsage
  alt: string
  priority?: boolean
  className?: string
}

export const ContentImage = ({ url, usage, alt, priority = false, className }: Props) => {
  const catalogue = useContext(ImageCatalogueContext)
  const ref = url ? catalogue[url] : undefined
  // The same object for as long as the picture is the same: GatsbyImage redraws its markup
  // whenever it gets a new one, which replaced the front page's largest picture after
  // hydration, when the slideshow started.
  const image = useMemo(() => ref && !ref.vector && gatsbyImageData(ref, usage), [ref, usage])
  const loading = priority ? 'eager' : 'lazy'
  if (ref?.vector) {
    const { src, width, height } = ref.vector
    return (
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        className={className}
      />
    )
  }
  if (!ref || !image) {
    const aspect = IMAGE_USAGES[usage].aspect ?? 16 / 9
    return (
      <Placeholder
        className={className}
        style={{ aspectRatio: String(aspect) }}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        data-image-missing=""
      />
    )
  }
  return (
    <GatsbyImage
      image={image}
      alt={alt}
      className={className}
      loading={loading}
      fetchPriority={priority ? 'high' : undefined}
      objectPosition={objectPosition(ref)}
      backgroundColor={ref.bg}
    />
  )
}

const Placeholder = styled.span`
  display: block;
  width: 100%;
  background:
    repeating-linear-gradient(135deg, transparent 0 14px, rgba(0, 0, 0, 0.04) 14px 28px),
    ${theme.colour.paperAlt};
`
