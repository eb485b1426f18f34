// schema.org structured data (JSON-LD) for film and culture pages: a film is a Movie with
// one ScreeningEvent per showing; a culture production is one Event per showing.
import type { Production, ProgrammeEvent } from '../../contract/records/programme'
import type { Site } from '../../contract/records/content'
import { estimatedEnd, type Accessibility } from '../../lib/showing-attributes'
import { absoluteUrl } from './record-links'

const CONTEXT = 'https://schema.org'
const venue = (site: Site, room: string, type: 'MovieTheater' | 'Place') => ({
  '@type': type,
  name: `${site.name}, ${room}`,
  address: {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    postalCode: site.address.postalCode,
    addressLocality: site.address.locality,
    addressCountry: 'NO',
  },
})

// The schema.org accessibilityFeature terms our accessibility labels have; a hearing loop,
// a relaxed screening and wheelchair places have none.
const ACCESSIBILITY_FEATURES: Partial<Record<Accessibility, string>> = {
  synstolking: 'audioDescription',
  horselstekst: 'captions',
}

const accessibilityFeature = (e: ProgrammeEvent) => {
  const terms = (e.accessibility ?? []).flatMap((a) => ACCESSIBILITY_FEATURES[a] ?? [])
  return terms.length > 0 ? { accessibilityFeature: terms } : {}
}

const offer = (e: ProgrammeEvent) => ({
  '@type': 'Offer',
  url: e.ticketUrl,
  availability: 'https://schema.org/InStock',
})

export const structuredData = (
  p: Production,
  events: ProgrammeEvent[],
  site: Site,
  /** The site's address, and the address of the page that shows the production. */
  { siteUrl, pageUrl }: { siteUrl: string; pageUrl: string },
  /** Where the shared copy of an image is (its 1200 px JPEG); the URL itself by default. */
  share: (url: string) => string = (url) => url,
): object[] => {
  const asset = p.assets.find((a) => a.type === 'image')
  const image = asset && { url: share(asset.url) }
  const description = p.contents[0]?.summary
  if (p.object === 'movie') {
    const people = (names: string[] | undefined) =>
      names?.map((name) => ({ '@type': 'Person', name }))
    // The records say when the film was made and shown, not when its trailer went up: the
    // premiere (or the year it was made) stands for the trailer's date.
    const trailerDate = p.premiereDate ?? (p.productionYear && String(p.productionYear))
    const trailer = p.trailer && {
      '@type': 'VideoObject',
      name: `Trailer: ${p.title}`,
      description: description ?? p.title,
      embedUrl: p.trailer,
      // The film's shared picture (its 1200 px JPEG), which every build makes.
      ...(image && { thumbnailUrl: absoluteUrl(siteUrl, image.url) }),
      ...(trailerDate && { uploadDate: trailerDate }),
    }
    const movie = {
      '@type': 'Movie',
      name: p.title,
      description,
      url: pageUrl,
      ...(image && { image: absoluteUrl(siteUrl, image.url) }),
      ...(p.genres.length && { genre: p.genres }),
      ...(p.language && { inLanguage: p.language }),
      ...(p.lengthMinutes && { duration: `PT${p.lengthMinutes}M` }),
      ...(p.ageLimit && {
        contentRating: p.ageLimit === 'A' ? 'Tillatt for alle' : `${p.ageLimit} år`,
      }),
      ...(p.directors && { director: people(p.directors) }),
      ...(p.cast && { actor: people(p.cast) }),
      ...(p.productionYear && { dateCreated: String(p.productionYear) }),
      ...(p.countries && {
        countryOfOrigin: p.countries.map((name) => ({ '@type': 'Country', name })),
      }),
      ...(trailer && { trailer }),
    }
    return [
      { '@context': CONTEXT, ...movie },
      ...events.map((e) => ({
        '@context': CONTEXT,
        '@type': 'ScreeningEvent',
        name: p.title,
        startDate: e.startTime,
        ...(e.runMinutes && { endDate: estimatedEnd(e.startTime, e.runMinutes) }),
        eventStatus: 'https://schema.org/EventScheduled',
        location: venue(site, e.location.name, 'MovieTheater'),
        workPresented: { '@type': 'Movie', name: p.title, url: pageUrl },
        ...(e.language && { inLanguage: e.language }),
        ...(e.subtitles && { subtitleLanguage: e.subtitles }),
        ...(e.format === '3D' && { videoFormat: '3D' }),
        ...accessibilityFeature(e),
        offers: offer(e),
      })),
    ]
  }
  return events.map((e) => ({
    '@context': CONTEXT,
    '@type': 'Event',
    name: p.title,
    description,
    url: pageUrl,
    startDate: e.startTime,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: venue(site, e.location.name, 'Place'),
    ...(image && { image: absoluteUrl(siteUrl, image.url) }),
    organizer: { '@type': 'Organization', name: site.name, url: siteUrl },
    offers: offer(e),
  }))
}
