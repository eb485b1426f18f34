import { render, screen } from '@testing-library/react'
import { Article } from '../Article'

const article = (category: 'article' | 'library', author: string) => ({
  id: 'x',
  title: 'Boknatt på biblioteket',
  slug: 'boknatt',
  category,
  author,
  image: '',
  thumbnail: '',
  content: '<p>Vi leser grøssere.</p>',
  node_locale: 'nb',
  createdAt: Date.parse('2025-09-22T10:00:00Z'),
  updatedAt: Date.parse('2025-09-22T10:00:00Z'),
  order: 0,
})
const labels = { adminLabel: 'Redaksjonen', libraryLabel: 'Gjøvik bibliotek' }

describe('Article', () => {
  it.each([
    ['article', '', 'Redaksjonen'],
    ['library', '', 'Gjøvik bibliotek'],
    ['library', 'Ingrid Haugen', 'Ingrid Haugen'],
  ] as const)('shows a %s by "%s" as %s, with its date', (category, author, shown) => {
    render(<Article props={labels} data={{ article: article(category, author) }} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Boknatt på biblioteket')
    expect(screen.getByText(`${shown} ·`, { exact: false })).toHaveTextContent(
      `${shown} · 22. september 2025`,
    )
    expect(screen.getByText('Vi leser grøssere.')).toBeInTheDocument()
  })
})
