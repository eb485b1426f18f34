import { render, screen } from '@testing-library/react'
import { articleRecord } from '../../../testing/block-data'
import { Article } from '../Article'

const article = (category: 'article' | 'library', author: string) =>
  articleRecord({ category, author })
const labels = { adminLabel: 'Redaksjonen', libraryLabel: 'Gjøvik bibliotek' }

describe('Article', () => {
  it.each([
    ['article', '', 'Redaksjonen'],
    ['library', '', 'Gjøvik bibliotek'],
    ['library', 'Ingrid Haugen', 'Ingrid Haugen'],
  ] as const)(
    'shows a %s by "%s" as %s, with its date and «Del»',
    async (category, author, shown) => {
      render(<Article props={labels} data={{ article: article(category, author) }} />)
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Boknatt på biblioteket')
      expect(screen.getByText(`${shown} ·`, { exact: false })).toHaveTextContent(
        `${shown} · 22. september 2025`,
      )
      expect(screen.getByText('Vi leser grøssere.')).toBeInTheDocument()
      expect(await screen.findByRole('button', { name: /^Del / })).toBeInTheDocument()
    },
  )
})
