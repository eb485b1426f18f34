// The library has its own web site and catalogue. This page explains that and sends the
// visitor there with one clear link, rather than a timed redirect they cannot control.
import styled from 'styled-components'
import { SmartLink } from '../../components/ui/SmartLink'
import { pillButton } from '../../components/ui/pill-button'
import type { BlockProps } from '../../contract'

export const LibraryRedirect = ({ props }: BlockProps<'LibraryRedirect'>) => {
  const { heading, text, href, label } = props
  return (
    <Box>
      <h1>{heading}</h1>
      <p>{text}</p>
      <SmartLink className="button" href={href}>
        {label}
      </SmartLink>
    </Box>
  )
}

const Box = styled.div`
  margin: 2.5rem 0;
  max-width: 40rem;
  .button {
    ${pillButton}
    margin-top: 0.5rem;
  }
`
