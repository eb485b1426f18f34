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
  /* An editor's table scrolls in its own box when it is wider than the screen
     (src/pipeline/validate/scrolling-tables.ts); its words stay whole, hyphenated where the
     browser knows Norwegian. A shade marks the side with more to scroll to, so that a cut
     column reads as cut: covers in the page's colour scroll with the table and hide the
     shade at its ends. */
  .table-scroll {
    overflow-x: auto;
    margin: 1rem 0;
    background:
      linear-gradient(to right, ${theme.colour.paper} 30%, transparent) left / 2.5rem 100% no-repeat
        local,
      linear-gradient(to left, ${theme.colour.paper} 30%, transparent) right / 2.5rem 100% no-repeat
        local,
      radial-gradient(
          farthest-side at 0 50%,
          color-mix(in srgb, ${theme.colour.ink} 30%, transparent),
          transparent
        )
        left / 0.9rem 100% no-repeat scroll,
      radial-gradient(
          farthest-side at 100% 50%,
          color-mix(in srgb, ${theme.colour.ink} 30%, transparent),
          transparent
        )
        right / 0.9rem 100% no-repeat scroll;
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    text-align: left;
    padding: 0.5rem;
    border-bottom: 1px solid ${theme.colour.line};
    overflow-wrap: normal;
    hyphens: auto;
  }
`

export const Content = ({ props }: BlockProps<'Content'>) => {
  const { html } = props
  // Content HTML is written by editors; it is sanitised at build time (src/pipeline/validate/sanitize.ts).
  return <Prose dangerouslySetInnerHTML={{ __html: html }} />
}
