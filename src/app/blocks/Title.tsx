import styled from 'styled-components'
import type { BlockProps } from '../../contract'

export const Title = ({ props }: BlockProps<'Title'>) => {
  const { text, lead, visuallyHidden } = props
  return (
    <Box className={visuallyHidden ? 'visually-hidden' : undefined}>
      <h1>{text}</h1>
      {lead && <p className="lead">{lead}</p>}
    </Box>
  )
}

const Box = styled.div`
  h1 {
    font-size: clamp(1.9rem, 5vw, 2.75rem);
    margin: 2rem 0 0.75rem;
  }
  .lead {
    font-size: 1.2rem;
    max-width: 46rem;
  }
`
