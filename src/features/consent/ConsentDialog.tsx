// The cookie choice: a band at the bottom that leaves the page visible (at most a third of a
// phone's screen, a fifth of a desktop's), its purpose in two sentences, and three equal
// choices; the categories wait behind «Tilpass». Refusing is exactly as easy as accepting,
// nothing is pre-ticked, and each category can be chosen on its own.
import { Link } from 'gatsby'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { media, theme } from '../../client/theme'
import type { ConsentChoice } from './consent-storage'
import { useKeepFocusInView } from './use-keep-focus-in-view'
import { useWords } from '../../components/page-context/PageLanguage'
import type { UiTextKey } from '../../contract'
import {
  CONSENT_CHOSEN_ATTRIBUTE,
  CONSENT_PARSED_ATTRIBUTE,
  CONSENT_PENDING_ATTRIBUTE,
  ConsentParsed,
} from './ConsentMarker'

type Props = {
  /** Rendered before the stored choice is read: hidden if ConsentMarker found one. */
  pending?: boolean
  current: ConsentChoice | null
  startCustomising: boolean
  onChoose: (choice: ConsentChoice) => void
  onClose?: () => void
  /** The page that tells more about cookies, if the site has one. */
  moreInfoPath?: string
}

const CATEGORIES = [
  { key: 'statistics', label: 'cookiesStatistics', text: 'cookiesStatisticsText' },
  { key: 'marketing', label: 'cookiesMarketing', text: 'cookiesMarketingText' },
] as const satisfies readonly { key: string; label: UiTextKey; text: UiTextKey }[]

export const ConsentDialog = ({
  pending = false,
  current,
  startCustomising,
  onChoose,
  onClose,
  moreInfoPath,
}: Props) => {
  const [customising, setCustomising] = useState(startCustomising)
  const [draft, setDraft] = useState<ConsentChoice>(
    current ?? { statistics: false, marketing: false },
  )
  const words = useWords()
  const box = useRef<HTMLElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  // Opened on request (not on a first visit): take the visitor to it.
  useEffect(() => {
    if (startCustomising) heading.current?.focus()
  }, [startCustomising])
  useKeepFocusInView(box)

  const save = (e: FormEvent) => {
    e.preventDefault()
    onChoose(draft)
  }

  return (
    <Box
      ref={box}
      aria-labelledby="samtykke-tittel"
      {...{ [CONSENT_PENDING_ATTRIBUTE]: pending || undefined }}
    >
      <div className="text">
        <h2 id="samtykke-tittel" tabIndex={-1} ref={heading}>
          {words.cookies}
        </h2>
        <p>
          {words.cookiesIntro}
          {moreInfoPath && (
            <>
              {' '}
              <Link to={moreInfoPath}>{words.cookiesMore}</Link>
            </>
          )}
        </p>
      </div>
      {customising && (
        <form onSubmit={save} id="samtykke-valg">
          <fieldset>
            <legend>{words.cookiesChoose}</legend>
            <p className="necessary">
              <strong>{words.cookiesNecessary}</strong> {words.cookiesNecessaryText}
            </p>
            {CATEGORIES.map(({ key, label, text }) => (
              <div className="category" key={key}>
                <input
                  type="checkbox"
                  id={`samtykke-${key}`}
                  checked={draft[key]}
                  onChange={(e) => setDraft({ ...draft, [key]: e.target.checked })}
                  aria-describedby={`samtykke-${key}-tekst`}
                />
                <label htmlFor={`samtykke-${key}`}>{words[label]}</label>
                <p id={`samtykke-${key}-tekst`}>{words[text]}</p>
              </div>
            ))}
          </fieldset>
        </form>
      )}
      <div className="buttons">
        <button type="button" onClick={() => onChoose({ statistics: true, marketing: true })}>
          {words.acceptAll}
        </button>
        <button type="button" onClick={() => onChoose({ statistics: false, marketing: false })}>
          {words.rejectAll}
        </button>
        {/* Separate keys: reusing the pressed «Tilpass» element as the submit button
            would let the same click submit the form. */}
        {customising ? (
          <button key="lagre" type="submit" form="samtykke-valg">
            {words.saveChoice}
          </button>
        ) : (
          <button key="tilpass" type="button" onClick={() => setCustomising(true)}>
            {words.customise}
          </button>
        )}
        {onClose && (
          <button type="button" onClick={onClose}>
            {words.close}
          </button>
        )}
      </div>
      {pending && <ConsentParsed />}
    </Box>
  )
}

const Box = styled.section`
  position: fixed;
  z-index: 50;
  left: 0;
  right: 0;
  bottom: 0;
  max-height: 85vh;
  overflow-y: auto;
  display: grid;
  gap: 0.6rem 2rem;
  padding: 0.75rem max(1rem, calc((100vw - ${theme.container}) / 2));
  background: ${theme.colour.paper};
  color: ${theme.colour.ink};
  border-top: 4px solid ${theme.colour.orangeDark};
  box-shadow: 0 -4px 16px rgba(0, 0, 0, 0.2);
  font-size: 0.9375rem;
  line-height: 1.45;
  html[${CONSENT_CHOSEN_ATTRIBUTE}] &[${CONSENT_PENDING_ATTRIBUTE}] {
    display: none;
  }
  html:not([${CONSENT_PARSED_ATTRIBUTE}]) &[${CONSENT_PENDING_ATTRIBUTE}] {
    visibility: hidden;
  }
  h2 {
    margin: 0 0 0.2rem;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    max-width: 60rem;
  }
  fieldset {
    border: 1px solid ${theme.colour.line};
    border-radius: 8px;
    margin: 0;
  }
  legend {
    font-weight: 700;
  }
  .necessary {
    margin-bottom: 0.5rem;
  }
  .category {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0 0.5rem;
    align-items: center;
  }
  .category p {
    grid-column: 2;
    margin-bottom: 0.5rem;
    color: ${theme.colour.inkMuted};
  }
  input[type='checkbox'] {
    width: 1.25rem;
    height: 1.25rem;
  }
  label {
    font-weight: 600;
  }
  /* Three (or four) choices of one size and one look: refusing is as easy as accepting. */
  .buttons {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    gap: 0.5rem;
  }
  .buttons button {
    font: inherit;
    font-weight: 700;
    min-height: 44px;
    padding: 0.5rem 0.4rem;
    border: 2px solid ${theme.colour.ink};
    border-radius: 999px;
    background: ${theme.colour.ink};
    color: ${theme.colour.paper};
    cursor: pointer;
  }
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    form {
      grid-column: 1 / -1;
      grid-row: 2;
    }
    .buttons {
      grid-auto-columns: 8.5rem;
    }
  }
`
