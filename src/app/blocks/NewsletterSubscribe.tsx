import styled from 'styled-components'
import { SmartLink } from '../../components/ui/SmartLink'
import { pillButton } from '../../components/ui/pill-button'
import { theme } from '../../client/theme'
import type { BlockProps } from '../../contract'

export const NewsletterSubscribe = ({ props }: BlockProps<'NewsletterSubscribe'>) => {
  const { heading, text, href, buttonLabel } = props
  return (
    <Box aria-labelledby="nyhetsbrev-tittel">
      <h2 id="nyhetsbrev-tittel">{heading}</h2>
      <p>{text}</p>
      <SmartLink className="button" href={href}>
        {buttonLabel}
      </SmartLink>
    </Box>
  )
}

const Box = styled.section`
  margin: 3rem 0 1rem;
  padding: 1.75rem;
  border-radius: ${theme.radius};
  background: ${theme.colour.paperAlt};
  h2 {
    margin-top: 0;
  }
  .button {
    ${pillButton}
  }
`
