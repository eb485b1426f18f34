import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { productionCard } from '../../../testing/block-data'
import { Slideshow } from '../Slideshow'

const slide = (id: string, title: string) =>
  productionCard({
    id,
    title,
    path: `/${id}-DXM20261001`,
    summary: `Om ${title}`,
    assets: [{ type: 'image', role: 'cover', url: `/img/${id}.jpg`, alt: '' }],
  })
const productions = [
  slide('a', 'Lysår'),
  slide('b', 'Havets hukommelse'),
  slide('c', 'Dragen under Mjøsa'),
]

const reducedMotion = (reduce: boolean) => {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }))
}

const currentTitle = () => screen.getByRole('group').getAttribute('aria-label')

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('Slideshow', () => {
  it('advances by itself and stops when paused', async () => {
    reducedMotion(false)
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    render(<Slideshow props={{}} data={{ productions }} />)
    expect(currentTitle()).toBe('1 av 3: Lysår')
    act(() => jest.advanceTimersByTime(7000))
    expect(currentTitle()).toBe('2 av 3: Havets hukommelse')
    const pause = screen.getByRole('button', { name: 'Pause lysbildevisningen' })
    await user.click(pause)
    // Pointer and focus leave the slideshow (which hold it only while they are on it), so
    // that only the pause button can keep it still.
    await user.click(document.body)
    expect(document.activeElement).toBe(document.body)
    // Not a whole round of three slides, which would end where it began.
    act(() => jest.advanceTimersByTime(14000))
    expect(currentTitle()).toBe('2 av 3: Havets hukommelse')
    expect(screen.getByRole('button', { name: 'Spill av lysbildevisningen' })).toBeInTheDocument()
  })

  it('holds still while pointer or focus is on it, and goes on when they leave', async () => {
    reducedMotion(false)
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    render(<Slideshow props={{}} data={{ productions }} />)
    const next = screen.getByRole('button', { name: 'Neste lysbilde' })
    await user.hover(next)
    act(() => jest.advanceTimersByTime(14000))
    expect(currentTitle()).toBe('1 av 3: Lysår')
    await user.unhover(next)
    act(() => jest.advanceTimersByTime(7000))
    expect(currentTitle()).toBe('2 av 3: Havets hukommelse')
  })

  it('stands still when the visitor prefers reduced motion', () => {
    reducedMotion(true)
    render(<Slideshow props={{}} data={{ productions }} />)
    act(() => jest.advanceTimersByTime(30000))
    expect(currentTitle()).toBe('1 av 3: Lysår')
    expect(screen.getByRole('button', { name: 'Spill av lysbildevisningen' })).toBeInTheDocument()
  })

  it('moves with the previous and next buttons and with the arrow keys', async () => {
    reducedMotion(true)
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    render(<Slideshow props={{}} data={{ productions }} />)
    await user.click(screen.getByRole('button', { name: 'Neste lysbilde' }))
    expect(currentTitle()).toBe('2 av 3: Havets hukommelse')
    await user.keyboard('{ArrowRight}')
    expect(currentTitle()).toBe('3 av 3: Dragen under Mjøsa')
    await user.keyboard('{ArrowRight}')
    expect(currentTitle()).toBe('1 av 3: Lysår')
    await user.click(screen.getByRole('button', { name: 'Forrige lysbilde' }))
    expect(currentTitle()).toBe('3 av 3: Dragen under Mjøsa')
  })

  it('links the slide to its film page', () => {
    reducedMotion(true)
    render(<Slideshow props={{}} data={{ productions }} />)
    expect(screen.getByRole('link', { name: 'Lysår' })).toHaveAttribute('href', '/a-DXM20261001')
  })
})
