// A film's trailer that tells no third party anything until it is played: the film's own
// picture, a «Se trailer» button and a line saying where the video is played from. Only the
// press puts the player (youtube-nocookie.com, or Vimeo with dnt=1) on the page, and
// focus moves into it. The button names the player's origin in data-frame-src, from which
// the build allows exactly that frame host in this page's CSP, and no other page's.
import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { ContentImage } from '../../components/ui/ContentImage'
import { SmartLink } from '../../components/ui/SmartLink'
import { theme } from '../../client/theme'
import { TRAILER_PLAYERS, trailerPlayer } from '../../lib/trailer'
import { useWords } from '../../components/page-context/PageLanguage'
import { fillText } from '../../contract'

type Props = {
  /** The player address (src/lib/trailer.ts). */
  embed: string
  title: string
  image?: { url: string; alt: string }
  /** The privacy page, where one exists. */
  privacy?: string
  /** The picture is the page's largest (ContentImage's priority). */
  priority?: boolean
}

export const Trailer = ({ embed, title, image, privacy, priority = false }: Props) => {
  const [playing, setPlaying] = useState(false)
  const words = useWords()
  const frame = useRef<HTMLIFrameElement>(null)
  const player = TRAILER_PLAYERS[trailerPlayer(embed)]
  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])
  return (
    <Box>
      <div className="screen">
        {playing ? (
          <iframe
            ref={frame}
            src={`${embed}${embed.includes('?') ? '&' : '?'}autoplay=1`}
            title={`Trailer: ${title} (${player.name})`}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <>
            <ContentImage
              url={image?.url}
              usage="hero"
              alt=""
              priority={priority}
              className="still"
            />
            <button
              type="button"
              className="play"
              data-frame-src={player.origin}
              onClick={() => setPlaying(true)}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
              {words.watchTrailer}
              <span className="visually-hidden"> for {title}</span>
            </button>
          </>
        )}
      </div>
      <p className="note">
        {fillText(words.trailerFrom, { player: player.name })}
        {playing ? '.' : words.whenPressed}
        {privacy && (
          <>
            {' '}
            <SmartLink href={privacy}>{words.aboutPrivacy}</SmartLink>
          </>
        )}
      </p>
    </Box>
  )
}

const Box = styled.div`
  .screen {
    position: relative;
    aspect-ratio: 16 / 9;
    border-radius: ${theme.radius};
    overflow: hidden;
    background: ${theme.colour.footer};
  }
  .still,
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
  .still img {
    opacity: 0.8;
  }
  .play {
    position: absolute;
    left: 50%;
    top: 50%;
    transform: translate(-50%, -50%);
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 48px;
    padding: 0.7rem 1.4rem;
    border: 2px solid ${theme.colour.onImage};
    border-radius: 999px;
    background: rgba(0, 0, 0, 0.75);
    color: ${theme.colour.onImage};
    font: inherit;
    font-weight: 700;
    font-size: 1.1rem;
    cursor: pointer;
  }
  .play:hover {
    background: ${theme.colour.ink};
  }
  /* The site's blue ring is hard to see on a dark picture: a white one with a dark edge. */
  .play:focus-visible {
    outline: 3px solid ${theme.colour.onImage};
    box-shadow: 0 0 0 6px ${theme.colour.ink};
  }
  .play svg {
    width: 1.4rem;
    height: 1.4rem;
  }
  .note {
    margin: 0.4rem 0 0;
    font-size: 0.9rem;
    color: ${theme.colour.inkMuted};
  }
`
