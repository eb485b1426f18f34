import { render, screen } from '@testing-library/react'
import { PageLocationProvider, usePathname, withoutPrefix } from '../PageLocation'

// An editor's preview build, served under the rebuild hook's path.
jest.mock('gatsby', () => ({ withPrefix: (path: string) => `/publisering/forhandsvisning${path}` }))

const Shown = () => <p>{usePathname()}</p>

describe('the page location in a build with a path prefix', () => {
  it('gives blocks the path as the site names it, so menus mark the right page', () => {
    render(
      <PageLocationProvider
        location={{ pathname: '/publisering/forhandsvisning/kino', search: '' }}
      >
        <Shown />
      </PageLocationProvider>,
    )
    expect(screen.getByText('/kino')).toBeInTheDocument()
  })

  it('gives the front page as /, and leaves a path outside the prefix as it is', () => {
    expect(withoutPrefix('/publisering/forhandsvisning')).toBe('/')
    expect(withoutPrefix('/publisering/forhandsvisning/')).toBe('/')
    expect(withoutPrefix('/publisering/forhandsvisningen')).toBe('/publisering/forhandsvisningen')
    expect(withoutPrefix('/kino')).toBe('/kino')
  })
})
