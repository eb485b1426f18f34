import { act, render, screen } from '@testing-library/react'
import { useStaticJson } from '../use-static-json'

const Index = () => {
  const state = useStaticJson<{ n: number }>('/search-index.json', 'the search index')
  return <p>{state.status === 'ready' ? `n=${state.data.n}` : state.status}</p>
}

/** A fetch that the test ends: answer(json) or fail(error). */
const heldFetch = () => {
  const held: { fail?: (e: Error) => void; answer?: (json: unknown) => void } = {}
  global.fetch = jest.fn(
    () =>
      new Promise((resolve, reject) => {
        held.fail = reject
        held.answer = (json) => resolve({ ok: true, json: async () => json } as Response)
      }),
  ) as typeof fetch
  return held
}

describe('a JSON file the build wrote', () => {
  let error: jest.SpyInstance
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => error.mockRestore())

  it('is shown once it has loaded', async () => {
    const held = heldFetch()
    render(<Index />)
    expect(screen.getByText('loading')).toBeTruthy()
    await act(async () => held.answer!({ n: 3 }))
    expect(screen.getByText('n=3')).toBeTruthy()
  })

  it('says it failed, and logs why, when the load fails on the page', async () => {
    const held = heldFetch()
    render(<Index />)
    await act(async () => held.fail!(new TypeError('Failed to fetch')))
    expect(screen.getByText('failed')).toBeTruthy()
    expect(error).toHaveBeenCalledWith('Failed to load the search index:', 'Failed to fetch')
  })

  it('logs nothing when the visitor left the page while it loaded', async () => {
    const held = heldFetch()
    render(<Index />)
    act(() => void window.dispatchEvent(new Event('pagehide')))
    await act(async () => held.fail!(new TypeError('Failed to fetch')))
    expect(error).not.toHaveBeenCalled()
  })
})
