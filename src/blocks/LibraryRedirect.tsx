// The library has its own web site and catalogue. This page explains that and sends the
// visitor there with one clear link, rather than a timed redirect they cannot control.
import styled from 'styled-components'
import { SmartLink } from '../components/ui/SmartLink'
import { theme } from '../lib/theme'
import type { BlockProps } from './types'

type LibraryRedirectProps = { heading: string; text: string; href: string; label: string }

export const LibraryRedirect = ({ props }: BlockProps) => {
  const { heading, text, href, label } = props as LibraryRedirectProps
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
    display: inline-block;
    margin-top: 0.5rem;
    padding: 0.8rem 1.4rem;
    border-radius: 999px;
    background: ${theme.colour.ink};
    color: ${theme.colour.paper};
    font-weight: 600;
    text-decoration: none;
  }
`
