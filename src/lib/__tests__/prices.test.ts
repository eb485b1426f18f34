import { audienceText, kronerText, lowestPriceText, priceText } from '../prices'

// The Norwegian words (src/contract/ui-text.ts: lib may not read the contract).
const NB_WORDS = {
  free: 'Gratis',
  kroner: '{amount} kr',
  audienceFrom: 'Fra {from} år',
  audienceRange: 'For {from}–{to} år',
  priceFrom: 'fra {amount}',
}

describe("a showing's prices", () => {
  it.each([
    [[{ label: 'Alle', amountNok: 120 }], '120 kr'],
    [[{ label: 'Alle', amountNok: 0 }], 'Gratis'],
    [[{ label: 'Alle', amountNok: 1250 }], '1\u00a0250 kr'],
    [
      [
        { label: 'Voksen', amountNok: 350 },
        { label: 'Barn', amountNok: 150 },
      ],
      'Voksen 350 kr · Barn 150 kr',
    ],
    [undefined, undefined],
  ])('%j reads %s', (prices, text) => {
    expect(priceText(prices, NB_WORDS)).toBe(text)
  })
})

describe("a showing's cheapest ticket, where the programme says little room", () => {
  it.each([
    [
      [
        { label: 'Voksen', amountNok: 150 },
        { label: 'Student', amountNok: 100 },
      ],
      'fra\u00a0100\u00a0kr',
    ],
    [[{ label: 'Alle', amountNok: 70 }], '70\u00a0kr'],
    [[{ label: 'Alle', amountNok: 0 }], 'Gratis'],
    [undefined, undefined],
  ])('%j reads %s', (prices, text) => expect(lowestPriceText(prices, NB_WORDS)).toBe(text))

  it('writes an amount on its own as the table does', () => {
    expect(kronerText(1250, NB_WORDS)).toBe('1\u00a0250 kr')
    expect(kronerText(0, NB_WORDS)).toBe('Gratis')
  })
})

describe('who a performance is for', () => {
  it('reads as an age range or a lower age', () => {
    expect(audienceText({ from: 3, to: 7 }, NB_WORDS)).toBe('For 3–7 år')
    expect(audienceText({ from: 10 }, NB_WORDS)).toBe('Fra 10 år')
    expect(audienceText(undefined, NB_WORDS)).toBeUndefined()
  })
})
