// The whole build-time pipeline: records -> validate -> clean HTML -> clock (the records
// that are out, the programme from now), then (after
// the images are processed, which is the one step that reads and writes files) pictures
// in editor HTML -> plan -> links. buildSite runs both halves without images.
import type { ImageCatalogue } from '../contract/images'
import { cleanContentHtml, mapContentHtml } from './validate/clean-content'
import { applyClock, shiftDaysOf, type ClockOptions } from './resolve/clock'
import { plannedChanges, withinPublication, type PlannedChange } from './resolve/publication'
import { withReachableTicketUrls } from './resolve/ticket-urls'
import { withPictures } from './images/html-images'
import { checkLinks } from './plan/links'
import type { PlannedRoute } from '../contract'
import { planRoutes, type PlannedCalendar } from './plan/plan'
import type { RecordLinks } from './plan/record-links'
import type { RawContent } from './load/records'
import { validateContent, type Content } from './validate/validate'

export type BuildOptions = {
  /** Without a clock the programme is taken as it is, past showings included. */
  clock?: ClockOptions
  /** The partner's ticketing system, which serves ticket links on a reserved host. */
  ticketingBase?: string
  /** Public URL of the site, for absolute links in structured data. */
  siteUrl?: string
  /** An editor's preview: records planned to come out are kept, to be seen before. */
  keepPlanned?: boolean
}

export type SiteBuild = {
  content: Content
  routes: PlannedRoute[]
  links: RecordLinks
  /** The calendars the pages offer to subscribe to. */
  calendars: PlannedCalendar[]
}

/** The content as it is out at the build's clock, and what its records plan after it. */
export type PreparedContent = Content & { planned: PlannedChange[] }

export const prepareContent = (raw: RawContent, options: BuildOptions = {}): PreparedContent => {
  const { clock, ticketingBase, keepPlanned } = options
  const checked = cleanContentHtml(validateContent(raw))
  const validated = clock ? withinPublication(checked, clock.now, { keepPlanned }) : checked
  const planned = clock ? plannedChanges(checked, clock.now) : []
  let events = validated.programme.events
  if (clock) events = applyClock(events, clock)
  if (ticketingBase) events = withReachableTicketUrls(events, ticketingBase)
  const shiftDays = clock && shiftDaysOf(validated.programme.events, clock)
  return events === validated.programme.events
    ? { ...validated, planned }
    : { ...validated, planned, programme: { ...validated.programme, events, shiftDays } }
}

/** Plans the routes; with a catalogue, pages show the processed images. */
export const planSite = (
  prepared: Content,
  options: BuildOptions & { images?: ImageCatalogue } = {},
): SiteBuild => {
  const images = options.images
  const content = images
    ? mapContentHtml(prepared, (html) => withPictures(html, (url) => images[url]))
    : prepared
  const { routes, links, calendars } = planRoutes(
    content,
    options.siteUrl ?? `https://${content.site.host}`,
    images,
  )
  checkLinks(content, routes, content.files)
  return { content, routes, links, calendars }
}

export const buildSite = (raw: RawContent, options: BuildOptions = {}): SiteBuild =>
  planSite(prepareContent(raw, options), options)
