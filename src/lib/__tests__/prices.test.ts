import { audienceText, priceText } from '../prices'

// The Norwegian words (src/contract/ui-text.ts: lib may not read the contract).
const NB_WORDS = {
  free: 'Gratis',
  kroner: '{amount} kr',
  audienceFrom: 'Fra {from} år',
  audienceRange: 'For {from}–{to} år',
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

describe('who a performance is for', () => {
  it('reads as an age range or a lower age', () => {
    expect(audienceText({ from: 3, to: 7 }, NB_WORDS)).toBe('For 3–7 år')
    expect(audienceText({ from: 10 }, NB_WORDS)).toBe('Fra 10 år')
    expect(audienceText(undefined, NB_WORDS)).toBeUndefined()
  })
})
