import path from 'node:path'
import { buildSite } from '../../build-site'
import { loadLocalContent } from '../../load/load-local'
import { estimatedLinkWidth, headerMenuEntries, INLINE_ROOM_PX } from '../header-menu'
import type { MenuItem } from '../../../contract/records/content'

const item = (id: string, label: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  path: `/${id}`,
  label,
  place: 'header',
  locale: 'nb',
  order: 1,
  parent: null,
  openInNewWindow: false,
  ...extra,
})

describe('headerMenuEntries', () => {
  it('puts in the bar the leading items that fit at each width, and the rest behind «Mer»', () => {
    const { content } = buildSite(loadLocalContent(path.resolve(__dirname, '../../../../content')))
    const header = content.menus.filter((m) => m.place === 'header' && m.locale === 'nb')
    const entries = headerMenuEntries([...header].sort((a, b) => a.order - b.order))
    expect(entries.map((e) => [e.label, e.inlineFrom])).toEqual([
      ['Kino', 'lg'],
      ['Arrangementer', 'lg'],
      ['Aldersgrenser', 'lg'],
      ['Billettinformasjon', 'wide'],
      ['Kommende filmer', null],
      ['Siste visning', null],
      ['Kjøp gavekort', null],
      ['Nyhetsbrev', null],
      ['Kinobursdag', null],
      ['Studenttilbud', null],
      ['Skole- og barnehagekino', null],
      ['Seniorkino', null],
      ['Babykino', null],
      ['Strikkekino', null],
      ['Utleie', null],
    ])
  })

  it('never lets the estimated links outgrow the room at their width', () => {
    const long = Array.from({ length: 12 }, (_, i) => item(`i${i}`, 'Et ganske langt menypunkt'))
    const entries = headerMenuEntries(long)
    for (const width of ['lg', 'wide'] as const) {
      const shown = long.filter((_, i) => {
        const from = entries[i]!.inlineFrom
        return from === 'lg' || from === width
      })
      const used = shown.reduce((sum, m) => sum + estimatedLinkWidth(m), 0)
      expect(used).toBeLessThanOrEqual(INLINE_ROOM_PX[width])
    }
  })

  it('counts the external-link mark of an outside link', () => {
    expect(estimatedLinkWidth(item('a', 'Gavekort', { path: 'https://x.example' }))).toBe(
      estimatedLinkWidth(item('a', 'Gavekort!!')),
    )
  })

  it('groups items under their parent, and keeps a group and what follows it out of the bar', () => {
    const entries = headerMenuEntries([
      item('kino', 'Kino'),
      item('tilbud', 'Tilbud'),
      item('senior', 'Seniorkino', { parent: 'tilbud' }),
      item('baby', 'Babykino', { parent: 'tilbud' }),
      item('utleie', 'Utleie'),
    ])
    expect(entries.map((e) => [e.id, e.inlineFrom, e.children.map((c) => c.id)])).toEqual([
      ['kino', 'lg', []],
      ['tilbud', null, ['senior', 'baby']],
      ['utleie', null, []],
    ])
  })
})
