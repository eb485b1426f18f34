import { showingFacts } from '../showing-facts'

const labels = (...texts: string[]) => texts.map((text) => ({ text, explainer: 'format' as const }))
const showing = (id: string, hall: string, price: string, ...texts: string[]) => ({
  id,
  location: { name: hall },
  labels: labels(...texts),
  price,
})

describe('what a list of showings says once, per hall and per showing', () => {
  it('says what all have once, what a hall decides per hall, and what one has on it alone', () => {
    const facts = showingFacts([
      showing('a', 'Sal 1', 'Voksen 170 kr', 'Engelsk tale', 'Dolby Atmos', 'Teleslynge'),
      showing('b', 'Sal 1', 'Voksen 170 kr', 'Engelsk tale', 'Dolby Atmos', 'Synstolking'),
      showing('c', 'Sal 2', 'Voksen 150 kr', 'Engelsk tale'),
    ])
    expect(facts.all).toEqual({ labels: ['Engelsk tale'], price: undefined })
    expect(facts.halls).toEqual([
      { hall: 'Sal 1', facts: { labels: ['Dolby Atmos'], price: 'Voksen 170 kr' } },
      { hall: 'Sal 2', facts: { labels: [], price: 'Voksen 150 kr' } },
    ])
    expect(Object.fromEntries(facts.own)).toEqual({
      a: { labels: ['Teleslynge'], price: undefined },
      b: { labels: ['Synstolking'], price: undefined },
    })
  })

  it('says one price once when every showing costs the same', () => {
    const facts = showingFacts([
      showing('a', 'Sal 1', '150 kr', 'Norsk tale'),
      showing('b', 'Sal 2', '150 kr', 'Norsk tale'),
    ])
    expect(facts.all).toEqual({ labels: ['Norsk tale'], price: '150 kr' })
    expect(facts.halls).toEqual([])
    expect(facts.own.size).toBe(0)
  })

  it('puts a price on the showing where neither the list nor the hall decides it', () => {
    const facts = showingFacts([showing('a', 'Sal 1', '150 kr'), showing('b', 'Sal 1', '70 kr')])
    expect(facts.all.price).toBeUndefined()
    expect(facts.own.get('b')).toEqual({ labels: [], price: '70 kr' })
  })
})
