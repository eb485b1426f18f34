import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState, type ReactElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToPipeableStream } from 'react-dom/server'
import { Writable } from 'node:stream'
import { setImmediate } from 'node:timers'
import { loadLater } from '../load-later'
import { preloadLaterParts } from '../later-parts'

type Props = { name: string }

/** A part that shows it is live: its button counts presses only once its code runs. */
const Counter = ({ name }: Props) => {
  const [presses, setPresses] = useState(0)
  return (
    <button type="button" onClick={() => setPresses((n) => n + 1)}>
      {name}: {presses}
    </button>
  )
}

const deferred = <T,>() => {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

// React's Node renderer schedules its work with setImmediate, which jsdom's window lacks.
Object.assign(globalThis, { setImmediate })

/** The build's HTML: the streaming renderer, piped once every Suspense boundary is ready,
 * as Gatsby's renderer does (gatsby/cache-dir/static-entry.js). */
const buildHtml = (element: ReactElement) =>
  new Promise<string>((resolve, reject) => {
    let html = ''
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString()
        done()
      },
      final(done) {
        resolve(html)
        done()
      },
    })
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onError: reject,
    })
  })

const textOf = (html: string) => {
  const element = document.createElement('div')
  element.innerHTML = html
  return element.textContent
}

/** The browser: the build's HTML in the page, then React hydrating it. */
const hydrate = async (html: string, element: ReactElement) => {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  await act(async () => void hydrateRoot(container, element))
  return container
}

afterEach(() => {
  document.body.innerHTML = ''
})

test("hydrate-later: the build's HTML has the part, the browser keeps it until the code arrives, then it is live", async () => {
  const OnServer = loadLater('hydrate-later', async () => Counter)
  const html = await buildHtml(<OnServer name="Billetter" />)
  expect(textOf(html)).toBe('Billetter: 0')
  expect(html).not.toContain('<template') // the part itself, not a fallback to be replaced

  const code = deferred<typeof Counter>()
  const InBrowser = loadLater('hydrate-later', () => code.promise)
  await hydrate(html, <InBrowser name="Billetter" />)
  const button = screen.getByRole('button', { name: 'Billetter: 0' })
  await userEvent.click(button)
  expect(button).toHaveTextContent('Billetter: 0')

  await act(async () => code.resolve(Counter))
  await userEvent.click(screen.getByRole('button'))
  expect(screen.getByRole('button')).toHaveTextContent('Billetter: 1')
})

test('hydrate-later: a part whose code has arrived renders at once on the next page', async () => {
  const load = jest.fn(async () => Counter)
  const Part = loadLater('hydrate-later', load)
  await buildHtml(<Part name="Første" />)
  const html = await buildHtml(<Part name="Andre" />)
  expect(textOf(html)).toBe('Andre: 0')
  expect(load).toHaveBeenCalledTimes(1)
})

test('client-only: the HTML has the placeholder and a line for visitors without JavaScript; the browser shows «Laster …», then the part', async () => {
  const OnServer = loadLater('client-only', async () => Counter, {
    what: 'innloggingen',
    minHeight: '26rem',
  })
  const html = await buildHtml(<OnServer name="Logg inn" />)
  expect(html).not.toContain('Logg inn')
  expect(html).toContain('min-height:26rem')
  expect(html).toContain('<noscript><p>Kinoklubben trenger JavaScript.')

  const code = deferred<typeof Counter>()
  const InBrowser = loadLater('client-only', () => code.promise, {
    what: 'innloggingen',
    minHeight: '26rem',
  })
  await hydrate(html, <InBrowser name="Logg inn" />)
  expect(screen.getByRole('status')).toHaveTextContent('Laster innloggingen …')
  await act(async () => code.resolve(Counter))
  expect(screen.getByRole('button')).toHaveTextContent('Logg inn: 0')
  expect(screen.queryByRole('status')).not.toBeInTheDocument()
})

test('client-only: code that cannot be fetched is reported in Norwegian, in place of the part', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {})
  const Part = loadLater<Props>('client-only', () => Promise.reject(new Error('ChunkLoadError')), {
    what: 'Min side',
    minHeight: '30rem',
  })
  const html = await buildHtml(<Part name="Min side" />)
  await hydrate(html, <Part name="Min side" />)
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Denne delen av siden kunne ikke lastes. Sjekk nettforbindelsen og last siden på nytt.',
  )
})

test("hydrate-later: code that cannot be fetched leaves the build's HTML as it is", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {})
  const OnServer = loadLater('hydrate-later', async () => Counter)
  const html = await buildHtml(<OnServer name="Billetter" />)
  const code = deferred<typeof Counter>()
  const InBrowser = loadLater('hydrate-later', () => code.promise)
  const container = await hydrate(html, <InBrowser name="Billetter" />)
  await act(async () => code.reject(new Error('ChunkLoadError')))
  expect(container).toHaveTextContent('Billetter: 0')
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('hydrate-later: rendered in the browser alone (offline, from the shell), code that cannot be fetched is reported in Norwegian', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {})
  const code = deferred<typeof Counter>()
  const Part = loadLater('hydrate-later', () => code.promise)
  render(<Part name="Billetter" />)
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  await act(async () => code.reject(new Error('ChunkLoadError')))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Denne delen av siden kunne ikke lastes. Sjekk nettforbindelsen og last siden på nytt.',
  )
})

test("fetches every later part's code after the visitor's first press has painted, once, and not before", async () => {
  jest.useFakeTimers()
  const Part = () => <p>Delen</p>
  const hydrating = jest.fn(() => Promise.resolve(Part))
  const member = jest.fn(() => Promise.resolve(Part))
  loadLater('hydrate-later', hydrating)
  loadLater('client-only', member, { what: 'delen', minHeight: '1rem' })
  preloadLaterParts(window)
  expect(hydrating).not.toHaveBeenCalled()
  expect(member).not.toHaveBeenCalled()
  window.dispatchEvent(new Event('pointerdown'))
  window.dispatchEvent(new Event('keydown'))
  // Not inside the press: its paint comes first.
  expect(hydrating).not.toHaveBeenCalled()
  jest.runAllTimers()
  await act(() => Promise.resolve())
  expect(hydrating).toHaveBeenCalledTimes(1)
  expect(member).toHaveBeenCalledTimes(1)
  jest.useRealTimers()
})

test("fetches no later part's code on its own, however long the visitor reads the page", async () => {
  jest.useFakeTimers()
  const Part = () => <p>Delen</p>
  const hydrating = jest.fn(() => Promise.resolve(Part))
  loadLater('hydrate-later', hydrating)
  preloadLaterParts(window) // jsdom's document has loaded
  jest.advanceTimersByTime(60_000)
  expect(hydrating).not.toHaveBeenCalled()
  window.dispatchEvent(new Event('touchstart'))
  jest.runAllTimers()
  expect(hydrating).toHaveBeenCalledTimes(1)
  jest.useRealTimers()
})
