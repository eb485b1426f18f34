import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { keepPageOnLateCodeFailure } from '../late-code-failures'
import { createResourceHistory } from '../resource-history'
import { updatesScroll } from '../scroll'
import { hasUnsavedInput, onNewServiceWorker, watchUnsavedInput } from '../unsaved-input'
import { queueDrained } from '../../../testing/queue-drained'

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

describe('code that fails to arrive after the page is shown', () => {
  const rejection = (reason: unknown) =>
    Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason })

  it('is logged, and Gatsby is not asked to load the page again', () => {
    // Gatsby's own listener, added first, as its navigation module does.
    const gatsbyReload = jest.fn()
    window.addEventListener('unhandledrejection', gatsbyReload)
    keepPageOnLateCodeFailure(window)
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    const failure = new Error('Loading chunk 448 failed.\n(error: http://localhost/448-ab.js)')
    failure.name = 'ChunkLoadError'
    const event = rejection(failure)
    window.dispatchEvent(event)
    expect(gatsbyReload).not.toHaveBeenCalled()
    expect(event.defaultPrevented).toBe(true)
    expect(logged).toHaveBeenCalledWith('bundle loading error', expect.stringMatching(/chunk 448/))
    // Other failures are not this module's business.
    window.dispatchEvent(rejection(new Error('Network Error')))
    expect(gatsbyReload).toHaveBeenCalledTimes(1)
    logged.mockRestore()
    window.removeEventListener('unhandledrejection', gatsbyReload)
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

  /** A registration whose new worker goes through the states a browser reports. */
  const newWorker = (state: ServiceWorkerState = 'installed') => {
    const worker = Object.assign(new EventTarget(), { state })
    const moveTo = (next: ServiceWorkerState) => {
      worker.state = next
      worker.dispatchEvent(new Event('statechange'))
    }
    return { registration: { installing: null, waiting: worker as ServiceWorker }, moveTo }
  }

  it('reloads the page once the new worker has taken over, when no form holds unsent input', async () => {
    render(<Form />)
    const reload = jest.fn()
    const { registration, moveTo } = newWorker()
    const done = onNewServiceWorker(registration, reload)
    moveTo('activating')
    await Promise.resolve()
    expect(reload).not.toHaveBeenCalled()
    moveTo('activated')
    await done
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('never reloads for a new worker that fails to activate', async () => {
    const reload = jest.fn()
    const { registration, moveTo } = newWorker()
    void onNewServiceWorker(registration, reload)
    moveTo('redundant')
    await queueDrained()
    expect(reload).not.toHaveBeenCalled()
  })

  it('waits while a visitor has typed into a form, and reloads once it is sent', async () => {
    render(<Form />)
    await userEvent.type(screen.getByLabelText('Søk'), 'konsert')
    expect(hasUnsavedInput()).toBe(true)
    const reload = jest.fn()
    await onNewServiceWorker(newWorker('activated').registration, reload)
    expect(reload).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Søk' }))
    await onNewServiceWorker(newWorker('activated').registration, reload)
    expect(reload).toHaveBeenCalled()
  })

  it('forgets input on a form that has left the page', async () => {
    const { unmount } = render(<Form />)
    await userEvent.type(screen.getByLabelText('Søk'), 'jul')
    unmount()
    expect(hasUnsavedInput()).toBe(false)
  })
})
