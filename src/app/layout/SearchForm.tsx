// A plain GET form, so that search submits to the search page with ?q= even before
// (or without) JavaScript.
import styled from 'styled-components'
import { theme } from '../../client/theme'

export const SearchForm = ({ action }: { action: string }) => (
  <Form role="search" action={action} method="get">
    <label htmlFor="nettstedsok" className="visually-hidden">
      Søk i program og artikler
    </label>
    <input id="nettstedsok" type="search" name="q" placeholder="Søk i program og artikler" />
    <button type="submit">Søk</button>
  </Form>
)

const Form = styled.form`
  display: flex;
  flex: 1 1 16rem;
  max-width: 26rem;
  /* Let the form (and its input) shrink below the input's default width on a 320 px screen. */
  min-width: 0;
  input {
    flex: 1;
    min-width: 0;
    width: 100%;
    font: inherit;
    padding: 0.5rem 0.75rem;
    border: 2px solid ${theme.colour.ink};
    border-right: 0;
    border-radius: 999px 0 0 999px;
    background: ${theme.colour.paper};
    color: ${theme.colour.ink};
  }
  button {
    font: inherit;
    font-weight: 600;
    padding: 0.5rem 1rem;
    border: 2px solid ${theme.colour.ink};
    border-radius: 0 999px 999px 0;
    background: ${theme.colour.ink};
    color: ${theme.colour.paper};
    cursor: pointer;
  }
`
