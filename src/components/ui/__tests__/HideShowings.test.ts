// The head script as it is served: its text run in a page whose body the "parser" then
// inserts, as a browser would run it before the body arrives.
import { HIDE_SHOWINGS } from '../HideShowings'

const run = async (search: string, body: string, now = '2026-11-23T12:00:00+01:00') => {
  window.history.replaceState(null, '', `/kino${search}`)
  document.documentElement.removeAttribute('data-filtered')
  jest.useFakeTimers({ now: new Date(now), doNotFake: ['queueMicrotask'] })
  new Function(HIDE_SHOWINGS)()
  jest.useRealTimers()
  document.body.innerHTML = body
  await Promise.resolve() // the observer's callback
  document.dispatchEvent(new Event('DOMContentLoaded'))
}

const PROGRAMME = `
  <details data-filters><summary>Filtrer</summary>
    <form data-filter-form>
      <input type="checkbox" name="tekst" value="norsk">
      <select name="alder"><option value="">Alle aldre</option><option value="9">9–11 år</option></select>
      <input type="date" name="fra">
    </form>
  </details>
  <ul>
    <li id="past" data-start="${Date.parse('2026-11-23T11:00:00+01:00')}" data-f="tid:formiddag tekst:norsk alder:0">11:00</li>
    <li id="subtitled" data-start="${Date.parse('2026-11-23T18:00:00+01:00')}" data-f="tid:kveld tekst:norsk alder:9">18:00</li>
    <li id="dubbed" data-start="${Date.parse('2026-11-23T19:00:00+01:00')}" data-f="tid:kveld tale:norsk alder:0">19:00</li>
  </ul>`
const hidden = (id: string) => (document.getElementById(id) as HTMLElement).hidden

const at = (iso: string) => Date.parse(iso)
// Built days ago: the build put «Earlier» first (its first showing was soonest), but that
// showing has begun, and its next is after «Later»'s.
const CARDS = `
  <ul data-next-order>
    <li id="earlier"><time data-start="${at('2026-11-23T10:00:00+01:00')}"></time><time data-start="${at('2026-11-25T18:00:00+01:00')}"></time></li>
    <li id="later"><time data-start="${at('2026-11-24T19:00:00+01:00')}"></time></li>
    <li id="premiere"></li>
  </ul>`
const order = (id: string) => (document.getElementById(id) as HTMLElement).style.order

describe('the head script', () => {
  it('orders the cards of a list ordered by showing by their next showing not begun, before paint', async () => {
    await run('', CARDS)
    expect(Number(order('later'))).toBeLessThan(Number(order('earlier')))
    expect(Number(order('later'))).toBe(
      (at('2026-11-24T19:00:00+01:00') - at('2026-11-23T12:00:00+01:00')) / 1000,
    )
    // A card with no showing to come keeps the stylesheet's order: after the rest.
    expect(order('premiere')).toBe('')
  })

  it('keeps such a list out of sight until the parser has passed its end', async () => {
    window.history.replaceState(null, '', '/arrangementer')
    jest.useFakeTimers({
      now: new Date('2026-11-23T12:00:00+01:00'),
      doNotFake: ['queueMicrotask'],
    })
    new Function(HIDE_SHOWINGS)()
    jest.useRealTimers()
    expect(document.documentElement).toHaveAttribute('data-ordering')
    // The parser has inserted the list and its cards, and nothing after it yet.
    document.body.innerHTML = '<section><ul data-next-order><li></li></ul></section>'
    await Promise.resolve()
    const list = document.querySelector('ul')!
    expect(list).not.toHaveAttribute('data-ordered')
    // Then the next part of the page: the list is whole.
    document.body.append(document.createElement('footer'))
    await Promise.resolve()
    expect(list).toHaveAttribute('data-ordered')
    document.dispatchEvent(new Event('DOMContentLoaded'))
  })

  it('shows only the first few of a list with a limit, in the order it paints them', async () => {
    // «Earlier» comes first in the HTML, but its next showing is after «Later»'s.
    await run('', CARDS.replace('data-next-order', 'data-next-order data-limit="1"'))
    const over = (id: string) => document.getElementById(id)!.hasAttribute('data-over-limit')
    expect([over('later'), over('earlier'), over('premiere')]).toEqual([false, true, true])
  })

  it('leaves the order of other lists alone', async () => {
    await run('', CARDS.replace(' data-next-order', ''))
    expect([order('earlier'), order('later')]).toEqual(['', ''])
  })

  it("hides started showings and those the URL's filter leaves out, before paint", async () => {
    await run('?tekst=norsk', PROGRAMME)
    expect([hidden('past'), hidden('subtitled'), hidden('dubbed')]).toEqual([true, false, true])
    expect(document.documentElement).toHaveAttribute('data-filtered')
  })

  it("shows the URL's filter in the form, its panel left shut over the list", async () => {
    await run('?tekst=norsk&alder=9&fra=2026-11-24', PROGRAMME)
    expect(document.querySelector('details')).not.toHaveAttribute('open')
    expect(document.querySelector<HTMLInputElement>('input[name=tekst]')!.checked).toBe(true)
    expect(document.querySelector('select')!.value).toBe('9')
    expect(document.querySelector<HTMLInputElement>('input[name=fra]')!.value).toBe('2026-11-24')
  })

  it('leaves everything that has not started, and the panel shut, without a filter', async () => {
    await run('?q=lys', PROGRAMME)
    expect([hidden('past'), hidden('subtitled'), hidden('dubbed')]).toEqual([true, false, false])
    expect(document.querySelector('details')).not.toHaveAttribute('open')
    expect(document.documentElement).not.toHaveAttribute('data-filtered')
  })

  it('lets a film through when one of its showings matches, and hides one without showings', async () => {
    await run(
      '?tekst=norsk&tid=kveld',
      `<ul>
        <li id="evening" data-f="tid:formiddag tale:norsk | tid:kveld tekst:norsk">A</li>
        <li id="split" data-f="tid:formiddag tekst:norsk | tid:kveld tale:norsk">B</li>
        <li id="coming" data-f="">C</li>
      </ul>`,
    )
    expect([hidden('evening'), hidden('split'), hidden('coming')]).toEqual([false, true, true])
  })
})
