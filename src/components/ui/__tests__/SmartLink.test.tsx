import { render, screen } from '@testing-library/react'
import { PageLocationContext } from '../../../components/page-context/PageLocation'
import { isInSection, SmartLink } from '../SmartLink'

describe('menu link highlighting', () => {
  it.each([
    ['/kino', '/kino', true],
    ['/kino/', '/kino', true],
    ['/kino/uke-48', '/kino', true],
    ['/kinoklubb', '/kino', false],
    ['/kinoklubb/min-side', '/kino', false],
    ['/kino', '/', false],
    ['/', '/', true],
    // The English front page is a page, not the section of every English page.
    ['/en/tickets', '/en', false],
    ['/en', '/en', true],
  ])('on %s, the link to %s is active: %s', (pathname, href, active) => {
    expect(isInSection(pathname, href)).toBe(active)
  })

  it('marks the current section with a class a sighted user sees', () => {
    render(
      <PageLocationContext.Provider value={{ pathname: '/kinoklubb/min-side', search: '' }}>
        <SmartLink href="/kino">Kino</SmartLink>
        <SmartLink href="/kinoklubb">Kinoklubben</SmartLink>
      </PageLocationContext.Provider>,
    )
    expect(screen.getByRole('link', { name: 'Kino' })).not.toHaveClass('active')
    expect(screen.getByRole('link', { name: 'Kinoklubben' })).toHaveClass('active')
  })
})

describe('an outside link', () => {
  it('says it leads outside, with a mark that never stands alone on a line', () => {
    render(<SmartLink href="https://www.gjovik.kommune.no">Gjøvik kommune</SmartLink>)
    const link = screen.getByRole('link', { name: 'Gjøvik kommune (ekstern side)' })
    // A no-break space joins the mark to the last word.
    expect(link.textContent).toMatch(/kommune\u00a0↗/)
  })
})
