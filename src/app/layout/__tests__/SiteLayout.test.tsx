import { act, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { Provider } from 'react-redux'
import userEvent from '@testing-library/user-event'
import path from 'node:path'
import { buildSite } from '../../../pipeline/build-site'
import { layoutData } from '../../../pipeline/plan/layout-data'
import { loadLocalContent } from '../../../pipeline/load/load-local'
import { SiteLayout } from '../SiteLayout'
import { renderWithStore } from '../../../testing/render'
import { createStore } from '../../store/configure-store'
import HEADER_ORDER from '../../../../tests/fixtures/header-order.json'

const content = buildSite(loadLocalContent(path.resolve(__dirname, '../../../../content'))).content
const data = layoutData(content, 'https://kino.test')

/** The layout once the parts that load after it (the footer's choice of colours) are in. */
const renderLayout = async (layout = data) => {
  const view = renderWithStore(
    <SiteLayout data={layout}>
      <p>Innhold</p>
    </SiteLayout>,
  )
  await screen.findByRole('group', { name: 'Farger' })
  return view
}

// The header's «Meny»/«Mer» disclosure (a <details>), and the links in its panel.
const menuDisclosure = () =>
  within(screen.getByRole('navigation', { name: 'Hovedmeny' }))
    .getByText('Meny')
    .closest('details')!
const panelLabels = () =>
  [...menuDisclosure().querySelectorAll(':scope > ul > li > a')].map((a) =>
    a.textContent?.replace(/\s↗.*$/, ''),
  )
// The SPEC's header order.
const MENU: string[] = HEADER_ORDER

describe('SiteLayout', () => {
  it('offers a skip link to the main content', async () => {
    await renderLayout()
    const skip = screen.getByRole('link', { name: 'Hopp til hovedinnhold' })
    expect(skip).toHaveAttribute('href', '#hovedinnhold')
    expect(screen.getByRole('main')).toHaveAttribute('id', 'hovedinnhold')
  })

  it("shows the header menu in the items' order, whatever order the records come in", async () => {
    // The records reversed, so that only sorting by `order` puts them right.
    await renderLayout(
      layoutData({ ...content, menus: [...content.menus].reverse() }, 'https://kino.test'),
    )
    // The panel holds every item (a phone shows them all there), and last the link to the
    // English site; the bar the first that fit.
    expect(panelLabels()).toEqual([...MENU, 'English'])
    const nav = screen.getByRole('navigation', { name: 'Hovedmeny' })
    const bar = [...nav.querySelectorAll(':scope > ul > li > a')].map((a) => a.textContent)
    expect(bar).toEqual(MENU.slice(0, bar.length))
    expect(bar.length).toBeGreaterThan(2)
  })

  it('marks external links and opens the gift card checkout in a new window', async () => {
    await renderLayout()
    const giftCard = screen.getByRole('link', { name: /Kjøp gavekort/ })
    expect(giftCard).toHaveAttribute('target', '_blank')
    expect(giftCard.getAttribute('rel')).toContain('noopener')
    expect(giftCard).toHaveAccessibleName('Kjøp gavekort (ekstern side, åpnes i nytt vindu)')
    const newsletter = screen.getByRole('link', { name: /^Nyhetsbrev/ })
    expect(newsletter).not.toHaveAttribute('target')
    expect(newsletter).toHaveAccessibleName('Nyhetsbrev (ekstern side)')
  })

  it('groups the items whose record names a parent under that item', async () => {
    const grouped = content.menus.map((m) =>
      m.id === 'header-seniorkino' || m.id === 'header-babykino'
        ? { ...m, parent: 'header-kinobursdag' }
        : m,
    )
    await renderLayout(layoutData({ ...content, menus: grouped }, 'https://kino.test'))
    const birthday = within(menuDisclosure()).getByRole('link', { name: 'Kinobursdag' })
    const group = birthday.parentElement!.querySelector('ul')!
    expect(
      within(group)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Seniorkino', 'Babykino'])
    expect(panelLabels()).not.toContain('Babykino')
  })

  it('has a search form behind «Søk» that submits q to /search', async () => {
    await renderLayout()
    const form = screen.getByRole('search')
    expect(form.closest('details')).not.toBeNull()
    expect(form).toHaveAttribute('action', '/search')
    expect(
      within(form).getByRole('searchbox', { name: 'Søk i program, sider og artikler' }),
    ).toHaveAttribute('name', 'q')
  })

  it('leaves «Søk» open when it was opened before the page hydrated', async () => {
    const store = createStore()
    const page = (
      <SiteLayout data={data}>
        <p>Innhold</p>
      </SiteLayout>
    )
    // React in development speaks of both halves: the server render here runs under jsdom,
    // so layout effects are reported, and hydration reports the `open` the visitor added.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => {})
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(<Provider store={store}>{page}</Provider>)
    const search = container.querySelector('form[role="search"]')!.closest('details')!
    search.open = true
    await act(async () => {
      renderWithStore(page, { store, container, hydrate: true })
    })
    expect(search).toHaveAttribute('open')
    // The built page and the hydrated one differ in that attribute alone.
    const differences = reported.mock.calls.filter(([format]) =>
      /from the server|did not match|Hydration failed|while hydrating/.test(String(format)),
    )
    expect(differences.map(([format, detail]) => [format, detail])).toEqual([
      ['Warning: Extra attributes from the server: %s%s', 'open'],
    ])
    reported.mockRestore()
  })

  it('closes the open menu with Escape and gives focus back to its button', async () => {
    await renderLayout()
    const details = menuDisclosure()
    const summary = details.querySelector('summary')!
    await userEvent.click(summary)
    expect(details).toHaveAttribute('open')
    within(details).getByRole('link', { name: 'Utleie' }).focus()
    await userEvent.keyboard('{Escape}')
    expect(details).not.toHaveAttribute('open')
    expect(summary).toHaveFocus()
  })

  it('shows the footer with the municipality, the footer menu and the footer blocks', async () => {
    await renderLayout()
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
