// A table of plain facts, a row per item with its name as the row's header: the age limits
// and the ticket prices. Each block adds what its own columns need.
import styled from 'styled-components'
import { theme } from '../../client/theme'

export const FactTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: 0 0 1.5rem;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.6rem 0.75rem 0.6rem 0;
    border-bottom: 1px solid ${theme.colour.line};
  }
  thead th {
    font-size: 0.95rem;
    color: ${theme.colour.inkMuted};
  }
`
