/** @jest-environment node */
// Production cards as the build writes them: what the head script needs to keep a card's
// «Neste:» right before the first paint on a page built days before (tests/browser/
// programme.test.mjs shows it in Chromium).
import { JSDOM } from 'jsdom'
import { renderToString } from 'react-dom/server'
import { Provider } from 'react-redux'
import { createStore } from '../../store/configure-store'
import { block } from './production-cards-data'

const built = (element: JSX.Element) =>
  JSDOM.fragment(renderToString(<Provider store={createStore()}>{element}</Provider>))
const ms = (iso: string) => String(Date.parse(iso))

describe('production cards as built', () => {
  it('carry their coming showings and when the last one starts, for the head script', () => {
    const cards = [...built(block).querySelectorAll('li')]
    expect(cards.map((li) => li.getAttribute('data-until'))).toEqual([
      ms('2026-12-05T12:00:00+01:00'),
      ms('2026-11-25T18:00:00+01:00'),
      // A production without showings (its premiere to come) is never over.
      null,
    ])
    const starts = [...cards[0]!.querySelectorAll('.next')].map((t) => t.getAttribute('data-start'))
    expect(starts).toEqual(
      ['2026-11-23T11:00:00+01:00', '2026-11-28T12:00:00+01:00', '2026-12-05T12:00:00+01:00'].map(
        ms,
      ),
    )
  })
})
