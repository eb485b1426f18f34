// The element a page's block renders into, and what the page's head says about it.
import type { BlockName } from '../../contract'

/** The id of the wrapper a block renders into (BlockRenderer). */
export const blockElementId = (blockId: string) => `blokk-${blockId}`

/** An empty element at the end of a block's wrapper. Chromium's <link rel="expect"> holds
 * the first paint until the element it names has been parsed, and it counts an element as
 * parsed at its start tag (Chromium 156, tried here): naming the wrapper itself let the
 * browser paint the block half parsed. */
export const blockEndId = (blockId: string) => `blokk-${blockId}-slutt`

/** Blocks whose first paint must be whole: the cover and the slideshow lay their text over
 * the lower edge of a picture, and the film page's intro is a grid whose title row comes
 * after the poster. Painted from half their HTML (a phone paints what it has parsed while
 * the rest is on its way), the caption shows empty and its text then pushes it up, or the
 * poster moves down when the title arrives: a layout shift in the first screen. They end
 * with the element above, and as a page's first block, the page asks the browser to parse
 * them whole before painting. */
export const PAINT_WHOLE: ReadonlySet<BlockName> = new Set<BlockName>([
  'Cover',
  'Slideshow',
  'ProductionIntro',
])
