// The programme comes from the ticketing platform, where one broken record is common and
// must not take the whole site down: a bad production or event is skipped with a warning
// that names it, and the rest of the programme still builds. A bad trailer address loses
// only the trailer.
import { checkRecord } from './check-record'
import { ContentError, formatFault, type ContentFault } from '../errors'
import {
  eventSchema,
  priceSchema,
  productionSchema,
  TICKETING_ID,
  type PriceRecord,
  type Production,
  type ProgrammeEvent,
} from '../../contract/records/programme'
import type { Located } from '../load/records'
import { resolveShowing } from '../resolve/showing'
import { trailerEmbed } from '../../lib/trailer'

export type Programme = {
  productions: Production[]
  events: ProgrammeEvent[]
  /** The price lists and supplements (prices.json), in the order the platform gives them. */
  prices: PriceRecord[]
  /** The days the programme clock moved the showings by, once it has (build-site.ts). */
  shiftDays?: number
}

const asList = (located: Located, warnings: string[]): unknown[] => {
  if (Array.isArray(located.data)) return located.data
  warnings.push(`${located.file}: must be a JSON array; no records read from it`)
  return []
}

/** Ids that are not plain words: each names a showing in every calendar file (its UID)
 * and in the pages' data, so one that holds a line break could write lines of its own into
 * a subscribed calendar. Unlike other faults of the programme, this fails the build. */
const unsafeIds = (located: Located, fields: string[]): ContentFault[] =>
  (Array.isArray(located.data) ? located.data : []).flatMap((record: unknown, i) => {
    if (typeof record !== 'object' || record === null) return []
    const values = record as Record<string, unknown>
    const name = typeof values.id === 'string' ? values.id : `#${i}`
    return fields
      .filter((field) => typeof values[field] === 'string')
      .filter((field) => !TICKETING_ID.test(values[field] as string))
      .map((field) => ({
        file: located.file,
        record: name,
        field,
        message: 'an id from the ticketing platform must be letters, digits, ".", "_" or "-"',
      }))
  })

export const validateProgramme = (
  productionsFile: Located,
  eventsFile: Located,
  /** The site's minutes of advertisements before a film (for each showing's end). */
  preShowMinutes: number,
  /** The price records; a programme without them shows no prices. */
  pricesFile: Located = { file: 'programme/prices.json', data: [] },
): { programme: Programme; warnings: string[] } => {
  const warnings: string[] = []
  const skip = (message: string) => warnings.push(`Skipped programme record. ${message}`)
  const unsafe = [
    ...unsafeIds(productionsFile, ['id']),
    ...unsafeIds(eventsFile, ['id', 'eventId', 'productionId']),
  ]
  if (unsafe.length > 0) throw new ContentError(unsafe)

  // A trailer address that is not YouTube's or Vimeo's costs the film its trailer, not its
  // page: the field is left out with a warning that names it.
  const withTrailer = (data: unknown, i: number): unknown => {
    if (typeof data !== 'object' || data === null || !('trailer' in data)) return data
    const { trailer, ...rest } = data as Record<string, unknown>
    const found =
      typeof trailer === 'string' ? trailerEmbed(trailer) : { problem: 'must be a text' }
    if ('embed' in found) return { ...rest, trailer: found.embed }
    const record = typeof rest.id === 'string' ? rest.id : `#${i}`
    const fault = { file: productionsFile.file, record, field: 'trailer', message: found.problem }
    warnings.push(`Left out a programme field. ${formatFault(fault)}`)
    return rest
  }

  // A price record the checkout cannot read is left out: the showings that name it then
  // show no price rather than a wrong one.
  const prices: PriceRecord[] = []
  asList(pricesFile, warnings).forEach((data, i) => {
    const checked = checkRecord(priceSchema, pricesFile.file, data, `#${i}`)
    if (!checked.ok) return checked.faults.slice(0, 1).forEach((f) => skip(formatFault(f)))
    if (prices.some((r) => r.id === checked.value.id))
      return skip(
        formatFault({
          file: pricesFile.file,
          record: checked.value.id,
          field: 'id',
          message: `duplicate id "${checked.value.id}"`,
        }),
      )
    prices.push(checked.value)
  })
  const listIds = new Set(prices.filter((r) => r.prices).map((r) => r.id))
  // A price list that is not there: the showing says nothing of its price, and the
  // warning names the record that asked for it.
  const unknownList = (file: string, record: { id: string; priceList?: string }) => {
    if (!record.priceList || listIds.has(record.priceList)) return false
    const fault = {
      file,
      record: record.id,
      field: 'priceList',
      message: `unknown price list "${record.priceList}"`,
    }
    warnings.push(`Left out a programme field. ${formatFault(fault)}`)
    return true
  }

  const byId = new Map<string, Production>()
  const slugs = new Set<string>()
  asList(productionsFile, warnings).forEach((raw, i) => {
    const data = withTrailer(raw, i)
    const checked = checkRecord(productionSchema, productionsFile.file, data, `#${i}`)
    if (!checked.ok) return checked.faults.slice(0, 1).forEach((f) => skip(formatFault(f)))
    const p = checked.value
    const slug = p.object === 'movie' ? p.parentSlug! : p.pageReference!
    const fault = (field: string, message: string) =>
      skip(formatFault({ file: productionsFile.file, record: p.id, field, message }))
    if (byId.has(p.id)) return fault('id', `duplicate id "${p.id}"`)
    if (slugs.has(slug))
      return fault(
        p.object === 'movie' ? 'parentSlug' : 'pageReference',
        `duplicate slug "${slug}"`,
      )
    byId.set(p.id, unknownList(productionsFile.file, p) ? { ...p, priceList: undefined } : p)
    slugs.add(slug)
  })

  const events: ProgrammeEvent[] = []
  const eventIds = new Set<string>()
  asList(eventsFile, warnings).forEach((data, i) => {
    const checked = checkRecord(eventSchema, eventsFile.file, data, `#${i}`)
    if (!checked.ok) return checked.faults.slice(0, 1).forEach((f) => skip(formatFault(f)))
    const e = checked.value
    const fault = (field: string, message: string) =>
      skip(formatFault({ file: eventsFile.file, record: e.id, field, message }))
    const production = byId.get(e.productionId)
    if (!production) return fault('productionId', `unknown production "${e.productionId}"`)
    if (eventIds.has(e.id)) return fault('id', `duplicate id "${e.id}"`)
    eventIds.add(e.id)
    const listed = unknownList(eventsFile.file, e) ? { ...e, priceList: undefined } : e
    events.push(resolveShowing(listed, production, preShowMinutes, prices))
  })
  events.sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))

  return { programme: { productions: [...byId.values()], events, prices }, warnings }
}
