import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithStore } from '../../../testing/render'
import { resetAnalyticsForTests } from '../analytics'
import { ConsentManager } from '../ConsentManager'
import { ConsentSettingsButton } from '../ConsentSettingsButton'
import { CONSENT_KEY } from '../consent-storage'
import { queueDrained } from '../../../testing/queue-drained'

const scripts = () =>
  [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'))

// The tools start from a chunk loaded after the choice: once the task queue has drained,
// every import the choice set off has settled.
const settled = queueDrained

const site = (
  <>
    <ConsentManager trackingId="G-TEST" pixelId="123" siteName="Kino" />
    <ConsentSettingsButton />
  </>
)

beforeEach(() => {
  localStorage.clear()
  document.head.innerHTML = ''
  resetAnalyticsForTests()
  delete (window as { gtag?: unknown }).gtag
  delete (window as { fbq?: unknown }).fbq
})

describe('cookie consent', () => {
  it('asks on a first visit with refuse as easy as accept, and loads nothing before', () => {
    renderWithStore(site)
    expect(screen.getByRole('region', { name: 'Informasjonskapsler' })).toBeInTheDocument()
    const accept = screen.getByRole('button', { name: 'Godta alle' })
    const refuse = screen.getByRole('button', { name: 'Avvis alle' })
    expect(accept.parentElement).toBe(refuse.parentElement)
    expect(scripts()).toEqual([])
  })

  it('has nothing pre-ticked when customising, and saves each category on its own', async () => {
    renderWithStore(site)
    await userEvent.click(screen.getByRole('button', { name: 'Tilpass' }))
    const statistics = screen.getByRole('checkbox', { name: 'Statistikk' })
    const marketing = screen.getByRole('checkbox', { name: 'Markedsføring' })
    expect(statistics).not.toBeChecked()
    expect(marketing).not.toBeChecked()
    await userEvent.click(statistics)
    await userEvent.click(screen.getByRole('button', { name: 'Lagre valg' }))
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY)!)).toMatchObject({
      statistics: true,
      marketing: false,
    })
    await waitFor(() =>
      expect(scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST']),
    )
    expect(screen.queryByRole('region', { name: 'Informasjonskapsler' })).toBeNull()
  })

  it('loads analytics and the pixel after «Godta alle», and nothing after «Avvis alle»', async () => {
    const first = renderWithStore(site)
    await userEvent.click(screen.getByRole('button', { name: 'Avvis alle' }))
    await settled()
    expect(scripts()).toEqual([])
    first.unmount()
    localStorage.clear()
    renderWithStore(site)
    await userEvent.click(screen.getByRole('button', { name: 'Godta alle' }))
    await waitFor(() =>
      expect(scripts()).toEqual([
        'https://www.googletagmanager.com/gtag/js?id=G-TEST',
        'https://connect.facebook.net/en_US/fbevents.js',
      ]),
    )
  })

  it("loads nothing after «Godta alle» in an editor's preview, whose build has no ids", async () => {
    renderWithStore(<ConsentManager trackingId="" pixelId="" siteName="Kino" />)
    await userEvent.click(screen.getByRole('button', { name: 'Godta alle' }))
    await settled()
    await settled()
    expect(scripts()).toEqual([])
    expect((window as { gtag?: unknown }).gtag).toBeUndefined()
  })

  it('remembers the choice, and reopens it from the footer button with the choice ticked', async () => {
    localStorage.setItem(
      CONSENT_KEY,
      JSON.stringify({ statistics: false, marketing: true, version: 1, decidedAt: 0 }),
    )
    renderWithStore(site)
    expect(screen.queryByRole('region', { name: 'Informasjonskapsler' })).toBeNull()
    await userEvent.click(
      screen.getByRole('button', { name: 'Innstillinger for informasjonskapsler' }),
    )
    expect(screen.getByRole('heading', { name: 'Informasjonskapsler' })).toHaveFocus()
    expect(screen.getByRole('checkbox', { name: 'Markedsføring' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Statistikk' })).not.toBeChecked()
  })
})
