// The front-page slideshow. It advances every few seconds unless the visitor prefers
// reduced motion, pauses on hover and focus, and has a visible pause button (WCAG 2.2.2).
// Previous/next buttons and arrow keys move between slides.
import { useEffect, useState } from 'react'
import styled from 'styled-components'
import { ContentImage } from '../../components/ui/ContentImage'
import { SmartLink } from '../../components/ui/SmartLink'
import { coverOf } from '../../lib/programme'
import { imageWithCaption } from '../../components/ui/image-with-caption'
import { theme } from '../../client/theme'
import type { BlockProps } from '../../contract'

const INTERVAL_MS = 7000

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches

export const Slideshow = ({ data }: BlockProps<'Slideshow'>) => {
  const slides = data.productions ?? []
  const [current, setCurrent] = useState(0)
  const [playing, setPlaying] = useState(false)
  const [held, setHeld] = useState(false)
  useEffect(() => setPlaying(!prefersReducedMotion()), [])
  useEffect(() => {
    if (!playing || held || slides.length < 2) return
    const timer = setInterval(() => setCurrent((c) => (c + 1) % slides.length), INTERVAL_MS)
    return () => clearInterval(timer)
  }, [playing, held, slides.length])

  if (slides.length === 0) return null
  const go = (step: number) => setCurrent((c) => (c + step + slides.length) % slides.length)
  const slide = slides[current]!
  const image = coverOf(slide)

  return (
    <Box
      aria-roledescription="karusell"
      aria-label="Utvalgte filmer og arrangementer"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') go(-1)
        if (e.key === 'ArrowRight') go(1)
      }}
    >
      <div aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
        <div
          className="slide"
          role="group"
          aria-roledescription="lysbilde"
          aria-label={`${current + 1} av ${slides.length}: ${slide.title}`}
        >
          {/* The first slide is the front page's largest paint: it loads at once. */}
          {image && (
            <ContentImage
              key={image.url}
              url={image.url}
              usage="hero"
              alt=""
              priority={current === 0}
              className="wide"
            />
          )}
          <div className="caption">
            <p className="slide-title">
              <SmartLink href={slide.path}>{slide.title}</SmartLink>
            </p>
            <p>{slide.summary}</p>
          </div>
        </div>
      </div>
      {slides.length > 1 && (
        <div className="controls">
          <button type="button" onClick={() => setPlaying(!playing)}>
            {/* Both words take the same place, and the button the width of the longer: the
                build says «Spill av», the browser «Pause» once it plays, and a button that
                kept its word's width moved its neighbours (a layout shift on every load). */}
            <span className="toggle-words">
              <span data-shown={playing}>Pause</span>
              <span data-shown={!playing}>Spill av</span>
            </span>
            <span className="visually-hidden"> lysbildevisningen</span>
          </button>
          <button type="button" onClick={() => go(-1)} aria-label="Forrige lysbilde">
            ‹
          </button>
          <button type="button" onClick={() => go(1)} aria-label="Neste lysbilde">
            ›
          </button>
        </div>
      )}
    </Box>
  )
}

const Box = styled.section`
  ${imageWithCaption({ height: 'clamp(14rem, 42vw, 32rem)', padding: '1.5rem 1rem 4rem' })}
  .slide-title {
    font-size: clamp(1.5rem, 4vw, 2.5rem);
    font-weight: 700;
    margin: 0 0 0.3rem;
  }
  .slide-title a {
    color: ${theme.colour.onImage};
  }
  .caption p {
    max-width: 46rem;
    margin: 0;
  }
  .controls {
    position: absolute;
    right: 1rem;
    bottom: 1rem;
    display: flex;
    gap: 0.5rem;
  }
  button {
    font: inherit;
    font-weight: 600;
    min-width: 44px;
    min-height: 44px;
    padding: 0.3rem 0.9rem;
    border: 2px solid ${theme.colour.onImage};
    border-radius: 999px;
    background: rgba(0, 0, 0, 0.6);
    color: ${theme.colour.onImage};
    cursor: pointer;
  }
  .toggle-words {
    display: inline-grid;
  }
  .toggle-words > span {
    grid-area: 1 / 1;
  }
  /* Hidden from sight and from the button's accessible name alike. */
  .toggle-words > [data-shown='false'] {
    visibility: hidden;
  }
`
