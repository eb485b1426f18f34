import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createResourceHistory } from '../resource-history'
import { updatesScroll } from '../scroll'
import { hasUnsavedInput, onNewServiceWorker, watchUnsavedInput } from '../unsaved-input'

describe('resource history', () => {
  it('keeps the last five results and calls for a full load when three of them failed', () => {
    const history = createResourceHistory()
    for (const ok of [true, false, true, false]) history.record('/page-data/a.json', ok)
    expect(history.mostlyFailed()).toBe(false)
    history.record('/x.js', false)
    expect(history.mostlyFailed()).toBe(true)
    // A hover's page data succeeding does not hide the failures before it.
    history.record('/page-data/b.json', true)
    expect(history.mostlyFailed()).toBe(true)
    history.record('/page-data/c.json', true)
    expect(history.mostlyFailed()).toBe(false) // the oldest failure has left the five
    expect(history.results()).toHaveLength(5)
    expect(history.results()[0]).toEqual({ url: '/page-data/a.json', ok: true })
  })

  it('never calls for a full load on two failures', () => {
    const history = createResourceHistory()
    history.record('/page-data/a.json', false)
    history.record('/page-data/b.json', false)
    expect(history.mostlyFailed()).toBe(false)
  })
})

describe('scroll on navigation', () => {
  it('follows the page on a path change, and stays put when only the query changes', () => {
    expect(updatesScroll({ pathname: '/kino', hash: '' }, { pathname: '/film', hash: '' })).toBe(
      true,
    )
    expect(updatesScroll(undefined, { pathname: '/kino', hash: '' })).toBe(true)
    expect(
      updatesScroll({ pathname: '/search', hash: '' }, { pathname: '/search', hash: '' }),
    ).toBe(false)
    expect(
      updatesScroll({ pathname: '/kino', hash: '' }, { pathname: '/kino', hash: '#fredag' }),
    ).toBe(true)
  })
})

describe('a new service worker', () => {
  watchUnsavedInput(document)

  const Form = () => (
    <form onSubmit={(e) => e.preventDefault()}>
      <label htmlFor="q">Søk</label>
      <input id="q" name="q" />
      <button type="submit">Søk</button>
    </form>
  )

  it('reloads the page at once when no form holds unsent input', () => {
    render(<Form />)
    const reload = jest.fn()
    onNewServiceWorker(reload)
    expect(reload).toHaveBeenCalled()
  })

  it('waits while a visitor has typed into a form, and reloads once it is sent', async () => {
    render(<Form />)
    await userEvent.type(screen.getByLabelText('Søk'), 'konsert')
    expect(hasUnsavedInput()).toBe(true)
    const reload = jest.fn()
    onNewServiceWorker(reload)
    expect(reload).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Søk' }))
    onNewServiceWorker(reload)
    expect(reload).toHaveBeenCalled()
  })

  it('forgets input on a form that has left the page', async () => {
    const { unmount } = render(<Form />)
    await userEvent.type(screen.getByLabelText('Søk'), 'jul')
    unmount()
    expect(hasUnsavedInput()).toBe(false)
  })
})
