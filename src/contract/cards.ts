// What a block's data carries of each record (made by src/pipeline/plan/project.ts). A list
// carries summaries; a single record is carried whole. Every record comes with the path of
// the page that shows it (from the planner's routes), or none if no page does.
import type { Production, ProgrammeEvent } from './records/programme'
import type { Article } from './records/content'
import type { EnglishMark, ShowingAttributes, ShowingLabel } from '../lib/showing-attributes'

/** Where the site shows the production or article: its page, or nowhere (no link). */
export type Linked = { path: string | undefined }

/** A calendar file that a calendar app can subscribe to, and the ways to subscribe. */
export type CalendarSubscription = {
  /** The file on this site. */
  path: string
  /** The same file as a webcal: address, which Apple's and Microsoft's calendars open. */
  webcal: string
  /** Google Calendar's page that subscribes to it: Android's browsers open no webcal:
   * address, and Google's calendar app has no other way in. */
  google: string
}

/** A production whole, with its own calendar («Følg filmen») where it is a film with a page. */
export type LinkedProduction = Production &
  Linked & {
    follow?: CalendarSubscription
    /** On an English page: the genres and countries all have English names (else some
     * stay Norwegian, and are marked so). */
    namesInEnglish?: true
  }
export type LinkedArticle = Article & Linked

export type ProductionCard = Pick<
  Production,
  | 'id'
  | 'object'
  | 'objectClass'
  | 'title'
  | 'advertisementFlags'
  | 'assets'
  | 'genres'
  | 'ageLimit'
  | 'lengthMinutes'
  | 'audienceAges'
  | 'premiereDate'
> &
  Linked & {
    summary: string
    /** A film in English, or with English subtitles: marked so on every listing. */
    english?: EnglishMark
    /** A coming film's calendar, for «Følg filmen» on its card. */
    follow?: CalendarSubscription
  }

type Showing = Omit<ProgrammeEvent, 'production'>

/** What a card needs of a showing to book it: when, where, and its ticket link. */
export type BookableShowing = Pick<ProgrammeEvent, 'eventId' | 'startTime' | 'ticketUrl'> & {
  location: { name: string }
}

/** A production's next showing with its card (one card per production lists). */
export type EventSummary = Showing & {
  production: ProductionCard
  /** The production's showings after this one, as many as its card offers: a page is
   * built once a night, and the card's «Neste:» moves on to them as they come
   * (ProductionCards), each its own booking link. */
  laterShowings: BookableShowing[]
}

/** A showing in a schedule or ticket list: its production only as far as a link needs,
 * its attributes only as labels. */
export type EventLine = Omit<Showing, keyof ShowingAttributes> & {
  /** What the showing offers, as the programme labels it. Made at build time, so that the
   * label texts and rules stay out of every page's JavaScript. */
  labels: ShowingLabel[]
  /** The estimated end (ISO), when the film's length is known. */
  endsAt?: string
  production: Pick<Production, 'id' | 'title' | 'object' | 'ageLimit' | 'lengthMinutes'> &
    Linked & {
      /** The production's poster, shown small beside each showing. */
      poster?: { url: string; alt: string }
      /** A film in English, or with English subtitles. */
      english?: EnglishMark
    }
}

export type ArticleCard = Pick<
  Article,
  'id' | 'title' | 'slug' | 'category' | 'thumbnail' | 'createdAt'
> &
  Linked & { excerpt: string }
