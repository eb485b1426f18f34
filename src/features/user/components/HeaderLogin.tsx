// The header's login state: «Logg inn» for a visitor, the member's name (a link to min
// side) for a member. The build renders the visitor's version; the member's replaces it
// once the stored profile is read, in a box of the same width, so nothing beside it moves.
import { Link } from 'gatsby'
import styled from 'styled-components'
import { PAGE_PATHS } from '../../../contract'
import { media } from '../../../client/theme'
import { useAppSelector } from '../../../client/redux/hooks'
import { headerButton } from '../../../components/ui/header-button'
import { PersonIcon } from '../../../components/ui/icons'
import { selectUserProfile } from '../../../session/session'
import { useWords } from '../../../components/page-context/PageLanguage'

export const HeaderLogin = () => {
  const profile = useAppSelector(selectUserProfile)
  const text = useWords()
  return profile?.token ? (
    <LoginLink to={PAGE_PATHS.minSide} data-login-state="member">
      <PersonIcon />
      <span className="visually-hidden">{text.myPage}</span>
      <span className="label">{profile.userName}</span>
    </LoginLink>
  ) : (
    <LoginLink to={PAGE_PATHS.login} data-login-state="anonymous">
      <PersonIcon />
      <span className="label">
        {text.logIn}
        <span className="visually-hidden">{text.logInHidden}</span>
      </span>
    </LoginLink>
  )
}

const LoginLink = styled(Link)`
  ${headerButton}
  --login-width: 4.5rem;
  width: var(--login-width);
  @media (max-width: 359.98px) {
    --login-width: 48px;
  }
  ${media.lg} {
    --login-width: 8.5rem;
  }
  /* «Logg inn» is never cut: with a reader's own text spacing (WCAG 1.4.12) it was «Logg
     i…»; its box grows to it instead. A member's name, of any length, ends in «…». */
  &[data-login-state='anonymous'] {
    flex: none;
    width: auto;
    min-width: var(--login-width);
  }
  .label {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  &:hover .label {
    text-decoration: underline;
  }
`
