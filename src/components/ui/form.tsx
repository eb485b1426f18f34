// The parts every member form shares: a labelled field with an optional hint, the submit
// button, and the two kinds of message (an error is an alert, a confirmation a status), so
// that screen readers announce both.
import type { InputHTMLAttributes, ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from '../../client/theme'
import { pillButtonElement } from './pill-button'

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string
  label: string
  hint?: string
}

export const Field = ({ id, label, hint, ...input }: FieldProps) => (
  <FieldBox>
    <label htmlFor={id}>{label}</label>
    {hint && <span id={`${id}-hint`}>{hint}</span>}
    <input id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
  </FieldBox>
)

/** A required text field whose value is a string in the caller's state. */
type ValueFieldProps = Omit<FieldProps, 'value' | 'onChange'> & {
  value: string
  onValue: (value: string) => void
}

export const ValueField = ({ onValue, ...props }: ValueFieldProps) => (
  <Field required onChange={(e) => onValue(e.target.value)} {...props} />
)

/** The e-mail address every member form asks for. */
export const EmailField = (props: { id: string; value: string; onValue: (v: string) => void }) => (
  <ValueField label="E-postadresse" type="email" autoComplete="email" {...props} />
)

/** A labelled checkbox with a hint under it, whose value is a boolean in the caller's state. */
export const CheckField = ({
  id,
  label,
  hint,
  checked,
  onChecked,
}: {
  id: string
  label: string
  hint: string
  checked: boolean
  onChecked: (checked: boolean) => void
}) => (
  <CheckBox>
    <input
      id={id}
      type="checkbox"
      checked={checked}
      aria-describedby={`${id}-hint`}
      onChange={(e) => onChecked(e.target.checked)}
    />
    <label htmlFor={id}>{label}</label>
    <span id={`${id}-hint`}>{hint}</span>
  </CheckBox>
)

/** «Husk meg» on the login and sign-up forms (session/session-storage.ts). */
export const RememberField = ({
  id,
  checked,
  onChecked,
}: {
  id: string
  checked: boolean
  onChecked: (checked: boolean) => void
}) => (
  <CheckField
    id={id}
    label="Husk meg på denne enheten"
    hint="Ikke kryss av på en datamaskin andre også bruker, som på biblioteket. Uten det logges du ut når du lukker vinduet, eller etter 30 minutter uten aktivitet."
    checked={checked}
    onChecked={onChecked}
  />
)

export const Alert = ({ children }: { children: ReactNode }) => (
  <Message role="alert" $tone="error">
    {children}
  </Message>
)

export const Status = ({ children }: { children: ReactNode }) => (
  <Message role="status" $tone="ok">
    {children}
  </Message>
)

export const Form = styled.form`
  max-width: 28rem;
  margin: 1.5rem 0;
`

export const SubmitButton = styled.button`
  ${pillButtonElement}
  &[aria-disabled='true'] {
    opacity: 0.75;
    cursor: progress;
  }
`

export const LinkButton = styled.button`
  font: inherit;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colour.accent};
  text-decoration: underline;
  cursor: pointer;
`

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  margin-bottom: 1rem;
  label {
    font-weight: 600;
  }
  span {
    color: ${theme.colour.inkMuted};
    font-size: 0.95rem;
  }
  input {
    font: inherit;
    padding: 0.6rem 0.8rem;
    border: 2px solid ${theme.colour.ink};
    border-radius: 8px;
    min-width: 0;
  }
`

const CheckBox = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 0.6rem;
  align-items: center;
  margin-bottom: 1rem;
  input {
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${theme.colour.accent};
  }
  label {
    font-weight: 600;
  }
  span {
    grid-column: 2;
    color: ${theme.colour.inkMuted};
    font-size: 0.95rem;
  }
`

const Message = styled.p<{ $tone: 'error' | 'ok' }>`
  padding: 0.8rem 1rem;
  border-radius: 8px;
  border-left: 6px solid
    ${({ $tone }) => ($tone === 'error' ? theme.colour.errorLine : theme.colour.okLine)};
  background: ${({ $tone }) => ($tone === 'error' ? theme.colour.errorBg : theme.colour.okBg)};
  color: ${theme.colour.ink};
`
