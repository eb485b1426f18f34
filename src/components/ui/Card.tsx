// A card: image, title link, small meta line and text. The whole card is clickable through
// the title link's stretched area, but only the title is a link for screen readers.
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { media, theme } from '../../client/theme'
import { ContentImage } from './ContentImage'
import { SmartLink } from './SmartLink'

type Props = {
  title: string
  href?: string
  /** The card's picture, cut to 16:9; without one, the card has no image. */
  image?: { url: string; alt: string }
  meta?: ReactNode
  children?: ReactNode
  headingLevel?: 2 | 3
}

export const Card = ({ title, href, image, meta, children, headingLevel = 3 }: Props) => {
  const Heading = `h${headingLevel}` as const
  return (
    <CardBox>
      {image && (
        <ContentImage url={image.url} usage="card" alt={image.alt} className="card-image" />
      )}
      <div className="card-body">
        <Heading>{href ? <SmartLink href={href}>{title}</SmartLink> : title}</Heading>
        {meta && <p className="card-meta">{meta}</p>}
        {children}
      </div>
    </CardBox>
  )
}

export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  /* From 1280 px the SPEC's five columns in the 1200 px container. */
  ${media.wide} {
    grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  }
`

const CardBox = styled.article`
  position: relative;
  height: 100%;
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  overflow: hidden;
  .card-image {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    background: ${theme.colour.paperAlt};
  }
  .card-body {
    padding: 1rem;
  }
  /* On a phone a card is a row: its picture small beside the words, so that a list is a
     list and not a screen per card (16 culture cards took seven screens of the front page). */
  @media (max-width: 639.98px) {
    display: grid;
    grid-template-columns: 8rem minmax(0, 1fr);
    align-items: start;
    .card-image {
      margin: 0.75rem 0 0.75rem 0.75rem;
      border-radius: calc(${theme.radius} / 2);
    }
    .card-body {
      padding: 0.75rem;
    }
    h2,
    h3 {
      font-size: 1.05rem;
    }
    .card-body > p:not([class]) {
      font-size: 0.95rem;
    }
  }
  h2,
  h3 {
    font-size: 1.15rem;
    margin: 0 0 0.4rem;
  }
  h2 a,
  h3 a {
    color: ${theme.colour.ink};
    text-decoration: none;
  }
  h2 a::after,
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover h2 a,
  &:hover h3 a,
  a:focus-visible {
    text-decoration: underline;
  }
  .card-meta {
    color: ${theme.colour.inkMuted};
    font-size: 0.9rem;
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0.25rem 0;
  }
  /* A link of its own (to follow a film), above the title's stretched area. */
  .card-follow {
    position: relative;
    z-index: 1;
    display: grid;
    gap: 0.35rem;
    justify-items: start;
    margin-top: 0.75rem;
  }
`

export const SectionHeading = styled.h2`
  font-size: 1.6rem;
  margin: 2rem 0 1rem;
`

export const EmptyState = styled.p`
  padding: 1.25rem;
  border-radius: ${theme.radius};
  background: ${theme.colour.paperAlt};
  color: ${theme.colour.inkMuted};
`
