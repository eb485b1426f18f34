/** @jest-environment node */
// Every text pair of both colour schemes holds WCAG 2.1 AA (4.5:1 for text, 3:1 for the
// focus ring and the lines that mark a control).
import { SCHEMES } from '../theme'

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!)
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

const TEXT: [string, string][] = [
  ['ink', 'paper'],
  ['ink', 'paperAlt'],
  ['inkMuted', 'paper'],
  ['inkMuted', 'paperAlt'],
  ['accent', 'paper'],
  ['accent', 'paperAlt'],
  ['paper', 'ink'], // the pill buttons
  ['footerInk', 'footer'],
  ['ink', 'errorBg'],
  ['ink', 'okBg'],
  ['ink', 'highlight'],
]

describe.each(['light', 'dark'] as const)('the %s scheme', (name) => {
  const scheme = SCHEMES[name] as Record<string, string>
  it.each(TEXT)('gives %s on %s at least 4.5:1', (text, ground) => {
    expect(contrast(scheme[text]!, scheme[ground]!)).toBeGreaterThanOrEqual(4.5)
  })

  it('gives the focus ring and the message lines at least 3:1 on the page', () => {
    for (const line of ['focus', 'errorLine', 'okLine'])
      expect(contrast(scheme[line]!, scheme.paper!)).toBeGreaterThanOrEqual(3)
  })
})

it('gives the dark header bar its text at 4.5:1 (the light one is the orange gradient)', () => {
  expect(contrast(SCHEMES.dark.headerInk, SCHEMES.dark.headerBg)).toBeGreaterThanOrEqual(4.5)
  for (const orange of ['#ffb25b', '#f28a1e'])
    expect(contrast(SCHEMES.light.headerInk, orange)).toBeGreaterThanOrEqual(4.5)
})
