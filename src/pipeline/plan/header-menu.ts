// The header menu as the header shows it: top-level items in the SPEC's order, each with
// the items grouped under it, and from which desktop width each stands in the bar itself.
// The rest wait behind «Mer». Worked out here, from the labels, so that the header needs
// no script to measure itself and nothing moves when React arrives.
import type { HeaderLink, HeaderMenuEntry, InlineFrom } from '../../contract/layout'
import type { MenuItem } from '../../contract/records/content'

// A bold 16 px label is at most about 10.5 px a character in the widest common system font
// (DejaVu Sans, measured in Chromium: 8.9–10.6 px); other systems' fonts are narrower, so
// an estimate from it never lets a row overflow. Each link adds its padding and gap.
const PX_PER_CHARACTER = 10.5
const PX_PER_LINK = 20
// The external-link mark (a no-break space and "↗") a new-window or outside link carries.
const EXTERNAL_MARK_CHARACTERS = 2

// The room the bar leaves for its links at each width (src/app/layout/Header.tsx): the
// container (992 px at 1024, 1200 px from 1280) less the logo (at most 191 px), «Mer»
// (80), «Søk» (76), the login (136) and the gaps between them (48).
export const INLINE_ROOM_PX: Record<InlineFrom, number> = { lg: 461, wide: 669 }
const WIDTHS: InlineFrom[] = ['lg', 'wide']

export const estimatedLinkWidth = (item: Pick<MenuItem, 'label' | 'path'>) =>
  PX_PER_LINK +
  PX_PER_CHARACTER *
    ([...item.label].length + (/^https?:/.test(item.path) ? EXTERNAL_MARK_CHARACTERS : 0))

const link = ({ id, path, label, openInNewWindow }: MenuItem): HeaderLink => ({
  id,
  path,
  label,
  openInNewWindow,
})

/** The header's entries, from the header menu's records sorted by order. Only a leading run
 * of items stands in the bar, so that what is seen keeps the menu's order: the run stops at
 * the first group (its items need the panel) or at the first item that does not fit. */
export const headerMenuEntries = (items: MenuItem[]): HeaderMenuEntry[] => {
  const childrenOf = (id: string) => items.filter((m) => m.parent === id).map(link)
  let used = 0
  let runOpen = true
  return items
    .filter((m) => m.parent === null)
    .map((item) => {
      const children = childrenOf(item.id)
      if (children.length > 0) runOpen = false
      used += estimatedLinkWidth(item)
      const inlineFrom = runOpen ? (WIDTHS.find((w) => used <= INLINE_ROOM_PX[w]) ?? null) : null
      if (inlineFrom === null) runOpen = false
      return { ...link(item), children, inlineFrom }
    })
}
