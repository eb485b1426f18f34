// A showing's attributes as the programme shows them: each set on the event, else on its
// production; Norwegian subtitles on Norwegian speech are marked as subtitled for the hard
// of hearing; the kinds of showing come from both records' advertisement flags; and the
// estimated end is the film's length plus the site's pre-show minutes, a performance's its
// length alone.
import {
  SHOWING_FLAGS,
  type Accessibility,
  type ShowingAttributes,
  type ShowingFlag,
} from '../../lib/showing-attributes'
import type {
  PriceRecord,
  Production,
  ProgrammeEvent,
  ProgrammeEventRecord,
} from '../../contract/records/programme'
import { showingPrices } from '../../contract/ticket-prices'

const isShowingFlag = (flag: string): flag is ShowingFlag =>
  (SHOWING_FLAGS as readonly string[]).includes(flag)

export const showingAttributes = (
  e: ProgrammeEventRecord,
  p: Production,
  preShowMinutes: number,
): ShowingAttributes => {
  const language = e.language ?? p.language
  // null on the event: this showing has no subtitles, whatever the production has.
  const subtitles = e.subtitles === null ? undefined : (e.subtitles ?? p.subtitles)
  const accessibility: Accessibility[] = [...(e.accessibility ?? p.accessibility ?? [])]
  if (language === 'no' && subtitles === 'no') accessibility.unshift('horselstekst')
  const kinds = [...new Set([...p.advertisementFlags, ...e.advertisementFlags])].filter(
    isShowingFlag,
  )
  return {
    ...(language && { language }),
    ...(language && p.language && language !== p.language && { dubbed: true as const }),
    ...(subtitles && { subtitles }),
    ...((e.format ?? p.format) === '3D' && { format: '3D' as const }),
    ...((e.dolbyAtmos ?? p.dolbyAtmos) && { dolbyAtmos: true as const }),
    ...(accessibility.length > 0 && { accessibility }),
    ...(kinds.length > 0 && { kinds }),
    // A film starts after the pre-show (trailers, ads); a performance at its time.
    ...(p.lengthMinutes !== undefined && {
      runMinutes: p.lengthMinutes + (p.object === 'movie' ? preShowMinutes : 0),
    }),
  }
}

/** The event with its production, resolved attributes and prices, as the rest of the
 * build reads it. */
export const resolveShowing = (
  e: ProgrammeEventRecord,
  p: Production,
  preShowMinutes: number,
  priceRecords: readonly PriceRecord[] = [],
): ProgrammeEvent => {
  const {
    language: _l,
    subtitles: _s,
    format: _f,
    dolbyAtmos: _d,
    accessibility: _a,
    prices: own,
    priceList,
    ...event
  } = e
  const attributes = showingAttributes(e, p, preShowMinutes)
  const prices = showingPrices(
    { ...attributes, prices: own, priceList: priceList ?? p.priceList },
    priceRecords,
  )
  return { ...event, ...attributes, ...(prices && { prices }), production: p }
}
