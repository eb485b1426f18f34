import { act } from '@testing-library/react'
import { useState } from 'react'
import { renderToString } from 'react-dom/server'
import { hydrateInSlices } from '../hydrate-in-slices'

const Counter = () => {
  const [n, setN] = useState(0)
  return (
    <div id="gatsby-focus-wrapper">
      <button type="button" onClick={() => setN(n + 1)}>
        Trykket {n} ganger
      </button>
    </div>
  )
}

const rootWith = (html: string) => {
  document.body.innerHTML = `<div id="___gatsby">${html}</div>`
  return document.getElementById('___gatsby')!
}

describe('taking over the built page', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('keeps the nodes the build made and brings them to life', async () => {
    const root = rootWith(renderToString(<Counter />))
    const button = root.querySelector('button')!
    await act(async () => hydrateInSlices(<Counter />, root))
    expect(root.querySelector('button')).toBe(button)
    await act(async () => button.click())
    expect(button.textContent).toBe('Trykket 1 ganger')
  })

  it('renders a page the build left empty (the offline app shell)', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    const root = rootWith('<div id="gatsby-focus-wrapper"></div>')
    await act(async () => hydrateInSlices(<Counter />, root))
    expect(root.querySelector('button')?.textContent).toBe('Trykket 0 ganger')
    // Hydrating it would have been a mismatch, which React reports and recovers from.
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})
