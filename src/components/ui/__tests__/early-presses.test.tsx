import { act } from '@testing-library/react'
import { useRef, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { RECORD_EARLY_PRESSES, useEarlyPress } from '../early-presses'

/** A control that counts its presses: those React handled, and those kept from before. */
const Control = ({ label }: { label: string }) => {
  const [presses, setPresses] = useState({ live: 0, early: 0 })
  const button = useRef<HTMLButtonElement>(null)
  useEarlyPress(button, () => setPresses((p) => ({ ...p, early: p.early + 1 })))
  return (
    <button
      ref={button}
      type="button"
      data-early-press
      onClick={() => setPresses((p) => ({ ...p, live: p.live + 1 }))}
    >
      {label}: {presses.early} før, {presses.live} etter
    </button>
  )
}

const page = (
  <>
    <Control label="Del" />
    <button type="button" data-early-press>
      Annen del
    </button>
  </>
)

const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.startsWith(name))!

/** The build's HTML. The build renders where there is no window, and the hook uses no layout
 * effect there; jsdom has one, so React's warning about it is expected here alone. */
const buildHtml = () => {
  const warn = jest.spyOn(console, 'error').mockImplementation(() => {})
  const html = renderToString(page)
  for (const [message] of warn.mock.calls)
    expect(String(message)).toMatch(/useLayoutEffect does nothing on the server/)
  warn.mockRestore()
  return html
}

beforeEach(() => {
  document.body.innerHTML = `<div id="root">${buildHtml()}</div>`
  // The head script, as every page runs it before its body.
  new Function(RECORD_EARLY_PRESSES)()
})

it('acts once on a press made before its code came, and leaves other controls’ presses kept', async () => {
  buttonNamed('Del').click()
  buttonNamed('Del').click()
  buttonNamed('Annen del').click()
  await act(async () => void hydrateRoot(document.getElementById('root')!, page))
  expect(buttonNamed('Del').textContent).toBe('Del: 1 før, 0 etter')
  expect(window.__earlyPresses).toEqual([buttonNamed('Annen del')])
})

it('leaves a press once the control is live to React alone', async () => {
  await act(async () => void hydrateRoot(document.getElementById('root')!, page))
  await act(async () => buttonNamed('Del').click())
  expect(buttonNamed('Del').textContent).toBe('Del: 0 før, 1 etter')
  expect(window.__earlyPresses).toEqual([])
})
