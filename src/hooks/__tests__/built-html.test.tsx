import { waitFor } from '@testing-library/react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { BuiltHtmlProvider, isBuiltHtml } from '../built-html'
import { useNow } from '../use-now'

// What a part shows before and after it knows the browser's time.
const Clock = () => {
  const now = useNow()
  return <p>{now === null ? 'tid ukjent' : 'tid kjent'}</p>
}

const drawn = (builtHtml: boolean) => {
  const container = document.createElement('div')
  document.body.append(container)
  // Rendered and committed in one go, as a frame before the browser paints.
  flushSync(() =>
    createRoot(container).render(
      <BuiltHtmlProvider value={builtHtml}>
        <Clock />
      </BuiltHtmlProvider>,
    ),
  )
  return container
}

describe('a part’s first updates from the browser', () => {
  beforeAll(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('come before the first paint where React draws the part itself', () => {
    expect(drawn(false).textContent).toBe('tid kjent')
  })

  it('wait for a transition, after the commit, where the part is the build’s HTML', async () => {
    const container = drawn(true)
    expect(container.textContent).toBe('tid ukjent')
    await waitFor(() => expect(container.textContent).toBe('tid kjent'))
  })

  it('know the build’s HTML by an element that is in the page and not yet hydrated', () => {
    document.body.innerHTML = '<div id="bygget"></div><div id="levende" data-hydrated="true"></div>'
    expect(isBuiltHtml('bygget')).toBe(true)
    expect(isBuiltHtml('levende')).toBe(false)
    expect(isBuiltHtml('ny')).toBe(false)
  })
})
