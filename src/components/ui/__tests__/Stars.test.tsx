import { render, screen } from '@testing-library/react'
import { Stars } from '../Stars'

describe('a rating in stars', () => {
  it.each([
    [1, '★☆☆☆☆', '1 av 5'],
    [4, '★★★★☆', '4 av 5'],
    [5, '★★★★★', '5 av 5'],
    [0, '☆☆☆☆☆', '0 av 5'],
  ])(
    'draws %s of 5 as five stars, filled and empty, and writes the score beside them',
    (score, stars, words) => {
      const { container } = render(<Stars score={score} />)
      expect(container).toHaveTextContent(`${stars} ${words}`)
      // The words are visible text; the stars are hidden from screen readers, who hear them.
      expect(screen.getByText(words)).toBeVisible()
      expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent(stars)
    },
  )

  it('draws an average to the nearest star and writes it as given', () => {
    const { container } = render(<Stars score={4.3} text="4,3" />)
    expect(container).toHaveTextContent('★★★★☆ 4,3 av 5')
  })
})
