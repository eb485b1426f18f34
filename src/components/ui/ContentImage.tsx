// Every picture from the content goes through here: the processed variants the page's data
// names, as a plain <picture> (AVIF, WebP, JPEG) that the browser shows as soon as it has
// decoded it, with no script between (docs/decisions/own-picture.md); a vector image as it
// is; or, when the image could not be processed, a placeholder of the same shape, never a
// broken image. The page's largest picture (priority) loads at once with high fetch
// priority; the rest load as they near the view, and inside a LoadWhenNear part only once
// that part is near it. Its box takes the picture's shape from its width and height (or the
// block's CSS), in the picture's dominant colour until it arrives.
import { createContext, useContext } from 'react'
import styled from 'styled-components'
import { IMAGE_USAGES, type ImageCatalogue, type ImageUsage } from '../../contract/images'
import { objectPosition, pictureData } from '../../client/images'
import { theme } from '../../client/theme'
import { usePicturesHeld } from './LoadWhenNear'

/** The images of the page being shown (the template provides them from its data). */
export const ImageCatalogueContext = createContext<ImageCatalogue>({})

type Props = {
  url: string | undefined
  usage: ImageUsage
  alt: string
  /** The page's largest picture: loaded at once, first. */
  priority?: boolean
  /** On the first screen, but not the largest: loaded at once, at the usual priority. */
  eager?: boolean
  className?: string
  /** A picture shown at one size (a thumbnail in a list): that width and height, and the
   * browser picks its variant for that width, or for the sizes given where CSS shows it
   * at another size on another screen. */
  fixed?: { width: number; height: number; sizes?: string }
}

export const ContentImage = ({
  url,
  usage,
  alt,
  priority = false,
  eager = false,
  className,
  fixed,
}: Props) => {
  const catalogue = useContext(ImageCatalogueContext)
  const held = usePicturesHeld() && !priority && !eager
  const ref = url ? catalogue[url] : undefined
  const loading = priority || eager ? 'eager' : 'lazy'
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
  const picture = ref && pictureData(ref, usage, fixed && (fixed.sizes ?? `${fixed.width}px`))
  if (!ref || !picture) {
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
  // What every browser reads: the JPEG widths, where the picture is shown, and its shape.
  const fallback = {
    src: picture.src,
    srcSet: picture.srcSet,
    sizes: picture.sizes,
    width: fixed?.width ?? picture.width,
    height: fixed?.height ?? picture.height,
  }
  if (held)
    return (
      // Its box (the part's CSS gives it its shape) in its colour, named as the picture
      // is; the browser fetches nothing yet (LoadWhenNear).
      <picture
        className={className}
        data-picture=""
        data-picture-held=""
        style={{ backgroundColor: ref.bg }}
        {...(alt && { role: 'img', 'aria-label': alt })}
      >
        <noscript>
          <img {...fallback} alt={alt} loading="lazy" />
        </noscript>
      </picture>
    )
  return (
    <picture className={className} data-picture="" style={{ backgroundColor: ref.bg }}>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={picture.sizes} />
      ))}
      <img
        data-content-image=""
        {...fallback}
        alt={alt}
        loading={loading}
        decoding="async"
        // React 18 knows no fetchPriority prop; the attribute is passed as it is. The page's
        // bundles wait for this picture's Element Timing entry (scripts-after-paint.ts).
        {...(priority && { fetchpriority: 'high', elementtiming: 'priority-picture' })}
        style={{ objectPosition: objectPosition(ref) }}
      />
    </picture>
  )
}

const Placeholder = styled.span`
  display: block;
  width: 100%;
  background:
    repeating-linear-gradient(135deg, transparent 0 14px, rgba(0, 0, 0, 0.04) 14px 28px),
    ${theme.colour.paperAlt};
`
