import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ConsentManager } from '../../../features/consent/ConsentManager'
import { ConsentSettingsButton } from '../../../features/consent/ConsentSettingsButton'
import { articleRecord } from '../../../testing/block-data'
import { renderWithStore } from '../../../testing/render'
import { ConsentSettings } from '../ConsentSettings'

const site = (
  <>
    <ConsentManager trackingId="G-TEST" pixelId="123" siteName="Kino" />
    <ConsentSettingsButton />
  </>
)

beforeEach(() => localStorage.clear())

describe('ConsentSettings block', () => {
  it('shows and changes the choice on the cookie article only', async () => {
    const { store } = renderWithStore(
      <>
        {site}
        <ConsentSettings
          props={{ slugs: ['info-om-cookies'] }}
          data={{ article: articleRecord({ slug: 'info-om-cookies' }) }}
        />
      </>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Avvis alle' }))
    expect(
      screen.getByText('Statistikk: ikke tillatt. Markedsføring: ikke tillatt.'),
    ).toBeInTheDocument()
    const buttons = screen.getAllByRole('button', { name: 'Innstillinger for informasjonskapsler' })
    expect(buttons).toHaveLength(2)
    await userEvent.click(buttons[1]!)
    expect(store.getState().consent.settingsOpen).toBe(true)

    renderWithStore(
      <ConsentSettings
        props={{ slugs: ['info-om-cookies'] }}
        data={{ article: articleRecord({ slug: 'annet' }) }}
      />,
    )
    expect(screen.getAllByRole('heading', { name: 'Ditt valg' })).toHaveLength(1)
    act(() => {})
  })
})
