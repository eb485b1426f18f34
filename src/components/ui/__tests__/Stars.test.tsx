import { render, screen } from '@testing-library/react'
import { halfStars, Stars } from '../Stars'

describe('a rating in stars', () => {
  it.each([
    [1, 1, '1 av 5'],
    [4, 4, '4 av 5'],
    [5, 5, '5 av 5'],
    [0, 0, '0 av 5'],
  ])('fills %s of 5 stars and writes the score beside them', (score, filled, words) => {
    const { container } = render(<Stars score={score} />)
    // The words are visible text; the stars are hidden from screen readers, who hear them.
    expect(screen.getByText(words)).toBeVisible()
    const stars = container.querySelector<HTMLElement>('[aria-hidden="true"]')!
    expect(stars.dataset.stars).toBe(String(filled))
    expect(stars.style.getPropertyValue('--filled')).toBe(`${filled * 20}%`)
  })

  it('draws an average of 4,5 as four and a half stars, not five, and writes it as given', () => {
    const { container } = render(<Stars score={4.5} text="4,5" />)
    expect(container).toHaveTextContent('4,5 av 5')
    const stars = container.querySelector<HTMLElement>('[data-stars]')!
    expect(stars.style.getPropertyValue('--filled')).toBe('90%')
  })

  it.each([
    [4.3, 4.5],
    [4.24, 4],
    [4.75, 5],
    [0.2, 0],
    [7, 5],
    [-1, 0],
  ])('rounds %s to %s stars', (score, stars) => expect(halfStars(score)).toBe(stars))
})
