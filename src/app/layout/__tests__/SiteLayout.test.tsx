import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import path from 'node:path'
import { buildSite } from '../../../pipeline/build-site'
import { layoutData } from '../../../pipeline/plan/layout-data'
import { loadLocalContent } from '../../../pipeline/load/load-local'
import { SiteLayout } from '../SiteLayout'
import { renderWithStore } from '../../../testing/render'

const content = buildSite(loadLocalContent(path.resolve(__dirname, '../../../../content'))).content
const data = layoutData(content, 'https://kino.test')

const renderLayout = (layout = data) =>
  renderWithStore(
    <SiteLayout data={layout}>
      <p>Innhold</p>
    </SiteLayout>,
  )

// Without media queries (jsdom) the menu is collapsed, as on a phone: open it first.
const openMenu = () => userEvent.click(screen.getByRole('button', { name: /Meny/ }))

describe('SiteLayout', () => {
  it('offers a skip link to the main content', () => {
    renderLayout()
    const skip = screen.getByRole('link', { name: 'Hopp til hovedinnhold' })
    expect(skip).toHaveAttribute('href', '#hovedinnhold')
    expect(screen.getByRole('main')).toHaveAttribute('id', 'hovedinnhold')
  })

  it("shows the header menu in the items' order, whatever order the records come in", async () => {
    // The records reversed, so that only sorting by `order` puts them right.
    renderLayout(
      layoutData({ ...content, menus: [...content.menus].reverse() }, 'https://kino.test'),
    )
    await openMenu()
    const nav = screen.getByRole('navigation', { name: 'Hovedmeny' })
    const labels = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent?.replace(/ ↗.*$/, ''))
    expect(labels).toEqual([
      'Kino',
      'Arrangementer',
      'Aldersgrenser',
      'Billettinformasjon',
      'Kommende filmer',
      'Siste visning',
      'Kjøp gavekort',
      'Nyhetsbrev',
      'Kinobursdag',
      'Studenttilbud',
      'Skole- og barnehagekino',
      'Seniorkino',
      'Babykino',
      'Strikkekino',
      'Utleie',
    ])
  })

  it('marks external links and opens the gift card checkout in a new window', async () => {
    renderLayout()
    await openMenu()
    const giftCard = screen.getByRole('link', { name: /Kjøp gavekort/ })
    expect(giftCard).toHaveAttribute('target', '_blank')
    expect(giftCard.getAttribute('rel')).toContain('noopener')
    expect(giftCard).toHaveAccessibleName('Kjøp gavekort (ekstern side, åpnes i nytt vindu)')
    const newsletter = screen.getByRole('link', { name: /^Nyhetsbrev/ })
    expect(newsletter).not.toHaveAttribute('target')
    expect(newsletter).toHaveAccessibleName('Nyhetsbrev (ekstern side)')
  })

  it('has a search form that submits q to /search', () => {
    renderLayout()
    const form = screen.getByRole('search')
    expect(form).toHaveAttribute('action', '/search')
    expect(
      within(form).getByRole('searchbox', { name: 'Søk i program og artikler' }),
    ).toHaveAttribute('name', 'q')
  })

  it('opens and closes the menu with its button', async () => {
    renderLayout()
    const toggle = screen.getByRole('button', { name: /Meny/ })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('shows the footer with the municipality, the footer menu and the footer blocks', () => {
    renderLayout()
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: /Gjøvik kommune/ })).toHaveAttribute(
      'href',
      'https://www.gjovik.kommune.no',
    )
    const menu = within(footer).getByRole('navigation', { name: 'Bunnmeny' })
    expect(within(menu).getAllByRole('link')).toHaveLength(3)
    for (const heading of ['Kontakt oss', 'Om kulturhuset', 'Nyhetsbrev', 'Følg oss']) {
      expect(within(footer).getByRole('heading', { name: heading })).toBeInTheDocument()
    }
    for (const entry of ['Om oss', 'Tilgjengelighet', 'Visuell profil', 'Alle kontaktpunkter']) {
      expect(within(footer).getByRole('link', { name: entry })).toBeInTheDocument()
    }
  })
})
