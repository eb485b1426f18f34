import styled from 'styled-components'
import { theme } from '../../client/theme'
import type { BlockProps } from '../../contract'

export const Prose = styled.div`
  max-width: 46rem;
  /* Pictures the build made from the editor's images, and the placeholder of one it could
     not make. */
  picture {
    display: block;
    margin: 1rem 0;
  }
  picture img {
    display: block;
  }
  .image-placeholder {
    display: block;
    aspect-ratio: 16 / 9;
    margin: 1rem 0;
    background: ${theme.colour.paperAlt};
  }
  h2 {
    font-size: 1.45rem;
    margin: 2rem 0 0.6rem;
  }
  h3 {
    font-size: 1.2rem;
    margin: 1.5rem 0 0.5rem;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    margin: 1rem 0;
  }
  th,
  td {
    text-align: left;
    padding: 0.5rem;
    border-bottom: 1px solid ${theme.colour.line};
  }
`

export const Content = ({ props }: BlockProps<'Content'>) => {
  const { html } = props
  // Content HTML is written by editors; it is sanitised at build time (src/pipeline/validate/sanitize.ts).
  return <Prose dangerouslySetInnerHTML={{ __html: html }} />
}
