// The header's login state: «Logg inn» for a visitor, «Min side» for a member. The build
// renders the visitor's version; the member's replaces it once the stored profile is read.
import { Link } from 'gatsby'
import styled from 'styled-components'
import { MIN_SIDE } from '../../../client/return-path'
import { theme } from '../../../client/theme'
import { useAppSelector } from '../../../client/redux/hooks'
import { selectUserProfile } from '../../../session/session'

export const HeaderLogin = () => {
  const profile = useAppSelector(selectUserProfile)
  return profile?.token ? (
    <LoginLink to={MIN_SIDE} data-login-state="member">
      Min side<span className="visually-hidden">, logget inn som {profile.userName}</span>
    </LoginLink>
  ) : (
    <LoginLink to="/kinoklubb" data-login-state="anonymous">
      Logg inn<span className="visually-hidden"> i kinoklubben</span>
    </LoginLink>
  )
}

const LoginLink = styled(Link)`
  margin-left: auto;
  min-width: 5.5rem;
  text-align: center;
  padding: 0.45rem 0.9rem;
  border: 2px solid ${theme.colour.ink};
  border-radius: 999px;
  color: ${theme.colour.ink};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    text-decoration: underline;
  }
`
