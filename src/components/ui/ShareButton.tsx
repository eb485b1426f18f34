// «Del»: the phone's own share sheet where the browser has one (navigator.share); elsewhere
// the link is copied, and a line says so. The link is the page's own address, without the
// query or the fragment: nothing of the visitor's (their filters, a return path) goes with it.
import { useRef, useState } from 'react'
import styled from 'styled-components'
import { theme } from '../../client/theme'
import { useEarlyPress } from './early-presses'
import { outlinePillButtonElement } from './outline-pill-button'
import { useWords } from '../page-context/PageLanguage'
import { fillText } from '../../contract'

type Props = {
  /** What is shared, as the share sheet names it. */
  title: string
}

/** This page's address, as anyone may open it. */
const pageAddress = () => `${window.location.origin}${window.location.pathname}`

export const ShareButton = ({ title }: Props) => {
  const [said, setSaid] = useState('')
  const words = useWords()
  const button = useRef<HTMLButtonElement>(null)
  const share = async () => {
    const url = pageAddress()
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        setSaid('')
      } catch (error) {
        // Closing the sheet is no failure.
        if ((error as Error).name !== 'AbortError') setSaid(fillText(words.shareFailed, { url }))
      }
      return
    }
    try {
      await navigator.clipboard.writeText(url)
      setSaid(words.linkCopied)
    } catch {
      setSaid(fillText(words.copyFailed, { url }))
    }
  }
  // A press made before this code came (load-later's 'hydrate-later') shares now.
  const press = () => void share()
  useEarlyPress(button, press)
  return (
    <Share>
      <button ref={button} type="button" data-early-press onClick={press}>
        {words.share}
        <span className="visually-hidden"> {title}</span>
      </button>
      <span role="status" className="said">
        {said}
      </span>
    </Share>
  )
}

const Share = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  button {
    ${outlinePillButtonElement}
    min-height: 44px;
  }
  .said {
    color: ${theme.colour.inkMuted};
    overflow-wrap: anywhere;
  }
`
