// The footer's choice of colours: «Lys», «Mørk» or «Som enheten» (the phone's setting), as
// radio buttons, kept in this browser and applied at once.
import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { theme } from '../../client/theme'
import { useEarlyPress } from '../../components/ui/early-presses'
import { chooseScheme, storedScheme, type SchemeChoice as Choice } from './scheme'
import { useWords } from '../../components/page-context/PageLanguage'
import type { UiTextKey } from '../../contract'

const CHOICES = [
  ['light', 'colourLight'],
  ['dark', 'colourDark'],
  ['system', 'colourSystem'],
] as const satisfies readonly (readonly [Choice, UiTextKey])[]

export const SchemeChoice = () => {
  // The build knows no choice; the browser's is read once the page runs.
  const [choice, setChoice] = useState<Choice>('system')
  const text = useWords()
  const choose = (value: Choice) => {
    setChoice(value)
    chooseScheme(value)
  }
  const fieldset = useRef<HTMLFieldSetElement>(null)
  // A choice pressed before this code came (load-later's 'hydrate-later') is kept, and it
  // runs before the stored one is read below.
  useEarlyPress(fieldset, (pressed) => choose((pressed as HTMLInputElement).value as Choice))
  useEffect(() => setChoice(storedScheme()), [])
  return (
    <Fieldset ref={fieldset}>
      <legend>{text.colours}</legend>
      {CHOICES.map(([value, label]) => (
        <label key={value}>
          <input
            type="radio"
            name="fargetema"
            value={value}
            checked={choice === value}
            data-early-press
            onChange={() => choose(value)}
          />
          {text[label]}
        </label>
      ))}
    </Fieldset>
  )
}

const Fieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 1rem;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    float: left;
    margin-right: 0.5rem;
    font-weight: 700;
  }
  /* On a phone the three choices take one row under their name, not two beside it. */
  @media (max-width: 30rem) {
    legend {
      flex-basis: 100%;
    }
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    margin: 0;
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${theme.colour.orangeDark};
  }
`
