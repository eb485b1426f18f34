// Lets the visitor see and change their cookie choice on the pages an editor puts it on
// (the cookie article). On an article page, props.slugs limits it to those articles.
import styled from 'styled-components'
import { pillButtonElement } from '../../components/ui/pill-button'
import { ConsentSettingsButton } from '../../features/consent/ConsentSettingsButton'
import { selectConsent } from '../../features/consent/slice'
import { theme } from '../../client/theme'
import { useAppSelector } from '../../client/redux/hooks'
import type { BlockProps } from '../../contract'

const yesNo = (on: boolean | undefined) => (on ? 'tillatt' : 'ikke tillatt')

export const ConsentSettings = ({ props, data }: BlockProps<'ConsentSettings'>) => {
  const { slugs } = props
  const { article } = data
  const { known, choice } = useAppSelector(selectConsent)
  if (slugs && !slugs.includes(article?.slug ?? '')) return null
  return (
    <Box aria-labelledby="samtykke-status-tittel">
      <h2 id="samtykke-status-tittel">Ditt valg</h2>
      <p aria-live="polite">
        {!known
          ? 'Henter valget ditt …'
          : choice
            ? `Statistikk: ${yesNo(choice.statistics)}. Markedsføring: ${yesNo(choice.marketing)}.`
            : 'Du har ikke valgt ennå. Bare nødvendige informasjonskapsler er i bruk.'}
      </p>
      <ConsentSettingsButton className="change" />
    </Box>
  )
}

const Box = styled.section`
  margin: 2rem 0;
  padding: 1.25rem;
  border-radius: ${theme.radius};
  background: ${theme.colour.paperAlt};
  h2 {
    margin-top: 0;
  }
  .change {
    ${pillButtonElement}
  }
`
