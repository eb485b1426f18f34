// The footer's choice of colours: «Lys», «Mørk» or «Som enheten» (the phone's setting), as
// radio buttons, kept in this browser and applied at once.
import { useEffect, useState } from 'react'
import styled from 'styled-components'
import { theme } from '../../client/theme'
import { chooseScheme, storedScheme, type SchemeChoice as Choice } from './scheme'

const CHOICES: [Choice, string][] = [
  ['light', 'Lys'],
  ['dark', 'Mørk'],
  ['system', 'Som enheten'],
]

export const SchemeChoice = () => {
  // The build knows no choice; the browser's is read once the page runs.
  const [choice, setChoice] = useState<Choice>('system')
  useEffect(() => setChoice(storedScheme()), [])
  return (
    <Fieldset>
      <legend>Farger</legend>
      {CHOICES.map(([value, label]) => (
        <label key={value}>
          <input
            type="radio"
            name="fargetema"
            value={value}
            checked={choice === value}
            onChange={() => {
              setChoice(value)
              chooseScheme(value)
            }}
          />
          {label}
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
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${theme.colour.orangeDark};
  }
`
