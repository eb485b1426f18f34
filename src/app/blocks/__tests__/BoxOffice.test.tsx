import { render, screen } from '@testing-library/react'
import { BoxOffice, boxOfficeText } from '../BoxOffice'

// Friday 27 November: first showing 18:00; nothing on Saturday; Sunday's first at 14:30.
const DAYS = {
  '2026-11-27': '2026-11-27T18:00:00+01:00',
  '2026-11-29': '2026-11-29T14:30:00+01:00',
}
const at = (iso: string) => Date.parse(iso)

describe('the box office', () => {
  it('says the rule alone while the page is as built', () => {
    expect(boxOfficeText(DAYS, 60, null)).toBe('Billettluka åpner en time før første visning.')
  })

  it("says today's opening time, an hour before the day's first showing", () => {
    expect(boxOfficeText(DAYS, 60, at('2026-11-27T12:00:00+01:00'))).toBe(
      'Billettluka åpner i dag kl. 17:00, en time før første visning kl. 18:00.',
    )
  })

  it('says it has opened once the time has come', () => {
    expect(boxOfficeText(DAYS, 60, at('2026-11-27T17:30:00+01:00'))).toBe(
      'Billettluka åpnet i dag kl. 17:00, en time før første visning kl. 18:00.',
    )
  })

  it('says it is closed on a day without showings, and when it opens next', () => {
    expect(boxOfficeText(DAYS, 60, at('2026-11-28T10:00:00+01:00'))).toBe(
      'Billettluka er stengt i dag: det er ingen visninger. Den åpner igjen søndag 29. november kl. 13:30.',
    )
  })

  it('says it is closed when the programme has nothing more', () => {
    expect(boxOfficeText(DAYS, 30, at('2026-11-30T10:00:00+01:00'))).toBe(
      'Billettluka er stengt i dag: det er ingen visninger.',
    )
  })

  it("shows today's time on the page, under its heading", () => {
    jest.spyOn(Date, 'now').mockReturnValue(at('2026-11-29T09:00:00+01:00'))
    render(
      <BoxOffice
        props={{ heading: 'Billettluka i dag', minutesBefore: 60 }}
        data={{ days: DAYS }}
      />,
    )
    expect(screen.getByRole('region', { name: 'Billettluka i dag' })).toHaveTextContent(
      'Billettluka åpner i dag kl. 13:30, en time før første visning kl. 14:30.',
    )
    jest.restoreAllMocks()
  })
})
