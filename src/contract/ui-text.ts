// The interface's own words (not the editors'), in Norwegian. They are data, as the menus
// are: the planner puts every language's words into the layout data (one static query,
// fetched once a visit), and the components read the page's language's words with
// useWords(). No dictionary is in any page's scripts, so an English page costs the first
// load nothing. «{name}» marks a value filled in where the text is used (fillText).
import type { LabelNames } from '../lib/showing-attributes'

export const NB_TEXT = {
  // Film and culture pages: their facts and showings.
  nextShowing: 'Neste visning',
  noShowingsPlanned: 'Det er ingen planlagte visninger akkurat nå.',
  allShowings: 'Alle visninger',
  showingsAndTickets: 'Visninger og billetter',
  /** Between a day and a time: «lørdag 21. november kl. 18:30». */
  at: 'kl.',
  buyTicket: 'Kjøp billett',
  /** Hidden after «Kjøp billett», for a screen reader. */
  ticketFor: ' til {what}',
  addToCalendar: 'Legg i kalender',
  calendarFor: ' for {when}',
  endsAbout: 'slutter ca. {time}',
  free: 'Gratis',
  kroner: '{amount} kr',
  /** The cheapest ticket, where a showing has several: «fra 100 kr». */
  priceFrom: 'fra {amount}',
  prices: 'Priser',
  priceTicket: 'Billett',
  priceAmount: 'Pris',
  /** Hidden before a showing's time and hall, for a screen reader: the link's purpose. */
  bookShowing: 'Kjøp billett til {title}, {day} kl.',
  soldOutShowing: 'Utsolgt: {title}, {day} kl.',
  bookShowingOn: 'Kjøp billett til {title}:',
  /** What every showing in a list offers, said once above the times. */
  everyShowing: 'Alle visningene',
  /** A film's times in a list, for a screen reader. */
  showingsOf: 'Visninger av {title}',
  labelsExplained: 'Hva merkingen betyr',
  directedBy: 'Regi: {names}',
  withCast: 'Med {names}',
  durationHours: '{hours} t {minutes} min',
  durationMinutes: '{minutes} min',
  ageAll: 'Tillatt for alle',
  ageYears: '{age} år',
  ageRuleAll: 'Filmen er tillatt for alle aldre.',
  ageRuleAnyChild:
    'Barn fra 6 år kan se filmen alene. Alle yngre barn kan se den i følge med en voksen over 18 år.',
  ageRuleAbsolute:
    'Aldersgrensen på 18 år er absolutt. Ingen under 18 år slipper inn, heller ikke i følge med voksne.',
  ageRuleYearsBelow: 'Barn ned til {age} år kan se filmen i følge med en voksen over 18 år.',
  ageLimitLine: 'Aldersgrense: {label}.',
  moreAboutAges: 'Les mer om aldersgrenser',
  audienceFrom: 'Fra {from} år',
  audienceRange: 'For {from}–{to} år',
  speech: '{language} tale',
  dubbed: ' (dubbet)',
  subtitles: '{language} tekst',
  aboutFilm: 'Om filmen',
  aboutEvent: 'Om arrangementet',
  factOriginalTitle: 'Originaltittel',
  factDirector: 'Regi',
  factCast: 'Medvirkende',
  factCountry: 'Produksjonsland',
  factYear: 'Produksjonsår',
  factAgeLimit: 'Aldersgrense',
  factLength: 'Lengde',
  factGenre: 'Sjanger',
  /** Said beside a text that exists only in Norwegian, on a page in another language. */
  inNorwegian: '',
  soldOut: 'Utsolgt',
  fewLeft: 'Få plasser',
  fewSeats: 'Få plasser igjen ({seats})',
  seatsLeft: '{seats} ledige plasser',
  share: 'Del',
  shareFailed: 'Kunne ikke dele. Adressen er {url}',
  linkCopied: 'Lenken er kopiert. Lim den inn der du vil dele den.',
  copyFailed: 'Kunne ikke kopiere lenken. Adressen er {url}',
  followFilm: 'Følg filmen',
  followHidden: 'Følg {title} ',
  inGoogleCalendar: 'i Google Kalender',
  followExplained:
    'Følger du filmen, kommer visningene inn i kalenderen din av seg selv etter hvert som de legges ut.',
  or: 'eller',
  watchTrailer: 'Se trailer',
  trailerFrom: 'Traileren spilles av fra {player}',
  whenPressed: ' når du trykker på den.',
  aboutPrivacy: 'Om personvern',

  /** Before a card's next showings. */
  cardNext: 'Neste:',
  cardAgeLimit: 'Aldersgrense: {label}',
  premiere: 'Premiere {date}',
  cultureProgramme: 'Kulturprogram',
  eventsNoun: 'arrangementer',
  noEventsYet: 'Ingen arrangementer er lagt ut ennå.',
  filmsNoun: 'filmer',
  films: 'Filmer',
  noFilmsNow: 'Ingen filmer å vise akkurat nå.',
  /** What a filter's «Vis N …» button shows of a list of cards: one, and many. */
  resultOne: 'treff',
  resultMany: 'treff',
  listMatches: '{matching} av {total} {noun} passer filteret.',
  listNoMatch: 'Ingen {noun} passer filteret.',
  // The programme: the schedule, its days and its filter.
  programme: 'Program',
  currentFilms: 'Aktuelle filmer',
  skipPosters: 'Hopp forbi plakatene',
  tonightsShowings: 'Se kveldens visninger',
  allShowingsOver:
    'Alle visningene på denne siden er over. Last siden på nytt for å se det nyeste programmet.',
  programmeNotReady: 'Programmet er ikke klart ennå. Kom gjerne tilbake senere.',
  chooseDay: 'Velg dag',
  today: 'I dag',
  tomorrow: 'I morgen',
  /** Inside a sentence: «Se visningene i morgen, 29. nov.» */
  tomorrowInText: 'i morgen',
  noneLeft: 'ingen flere',
  arrowsBetweenDays: 'Bruk piltastene for å gå mellom dagene.',
  showProgramme: 'Vis programmet',
  byTime: 'Per klokkeslett',
  byFilm: 'Per film',
  showingOne: 'visning',
  showingMany: 'visninger',
  noMoreToday: 'Ingen flere visninger i dag.',
  seeShowingsOn: 'Se visningene {day}, {date}',
  dayMatches: '{matching} av {total} visninger denne dagen passer filteret.',
  dayNoMatch: 'Ingen visninger denne dagen passer filteret. Prøv en annen dag, eller:',
  filter: 'Filtrer',
  filterChosen: ' ({count} valgt)',
  dateFrom: 'Fra',
  dateTo: 'Til',
  showResults: 'Vis {results}',
  showCount: 'Vis {count} {results}',
  resetFilter: 'Nullstill filter',
  filtersNeedScript: 'Filtrene trenger JavaScript. Uten JavaScript ser du hele programmet.',
  calendarExplained:
    'Med et abonnement ligger visningene i kalenderen din, og kalenderen henter endringer selv: flyttes eller avlyses en visning, ser du det der også.',
  subscribeCalendar: 'Abonner i kalenderen',
  subscribeGoogle: 'Abonner i Google Kalender',
  downloadFile: 'Last ned som fil',

  // The search page.
  searchPageLabel: 'Søk i filmer, arrangementer, sider og artikler',
  searchNeedsScript: 'Søket trenger JavaScript. Slå på JavaScript i nettleseren for å se treff.',
  searchLoading: 'Laster søket …',
  searching: 'Søker …',
  searchFailed: 'Søket er ikke tilgjengelig akkurat nå. Prøv igjen om litt.',
  searchPrompt:
    'Skriv inn hva du leter etter, for eksempel «jazz», «babykino» eller «åpningstider».',
  searchNone: 'Ingen treff for «{query}».',
  searchHits: '{count} treff for «{query}».',
  didYouMean: 'Mente du',
  /** Where nothing is found: what the search looks through. */
  searchCovers:
    'Søket går gjennom filmer og arrangementer med folkene i dem og merkingen av visningene, sidene på nettstedet og artiklene.',
  searchTryOther: 'Prøv et annet eller kortere ord, eller se',
  /** Where the words' page has only the programme to offer (the English search). */
  searchSeeProgramme: 'kinoprogrammet',
  searchResults: 'Søkeresultater',
  kindPage: 'Side',
  /** The mark on every listing of a film an English speaker can follow. */
  englishSpeech: 'Engelsk tale',
  englishSubtitles: 'Engelsk tekst',
  kindArticle: 'Artikkel',
  kindLibrary: 'Biblioteket',
  kindCulture: 'Arrangement',
  kindFilm: 'Film',
  nextShowingAt: 'neste visning {day} kl. {time}',

  skipToMain: 'Hopp til hovedinnhold',
  mainMenu: 'Hovedmeny',
  footerMenu: 'Bunnmeny',
  menu: 'Meny',
  more: 'Mer',
  search: 'Søk',
  searchLabel: 'Søk i program, sider og artikler',
  /** The header's search as you type: how many it found, and the way to all of them. */
  suggestionsFound: '{count} treff. Velg med pil opp og ned.',
  suggestionsNone: 'Ingen treff.',
  suggestionsAll: 'Se alle treff for «{query}»',
  suggestionsLabel: 'Treff',
  logoHome: '{site} – til forsiden',
  runBy: '{site} drives av',
  logIn: 'Logg inn',
  logInHidden: ' i kinoklubben',
  myPage: 'Min side, logget inn som ',
  offline: 'Du er uten nett.',
  offlineProgramme: 'Programmet er fra {day} kl. {time}, slik det ble lagret i denne nettleseren.',
  /** The header's link to the other language, in that language. */
  otherLanguage: 'English',
  newsFeed: 'Nyheter fra {site}',
  cookieSettings: 'Innstillinger for informasjonskapsler',
  cookies: 'Informasjonskapsler',
  cookiesIntro:
    'Vi bruker nødvendige informasjonskapsler for at nettstedet skal virke, og med ditt samtykke også til statistikk og markedsføring. Du kan endre valget nederst på siden.',
  cookiesMore: 'Les mer om informasjonskapsler',
  cookiesChoose: 'Velg hva vi kan bruke',
  cookiesNecessary: 'Nødvendige',
  cookiesNecessaryText: '(alltid på): innlogging i kinoklubben og valget du gjør her.',
  cookiesStatistics: 'Statistikk',
  cookiesStatisticsText:
    'Google Analytics teller besøk og hvilke sider som brukes, så vi kan gjøre nettstedet bedre.',
  cookiesMarketing: 'Markedsføring',
  cookiesMarketingText: 'Meta-pikselen måler om annonsene våre i sosiale medier når fram.',
  acceptAll: 'Godta alle',
  rejectAll: 'Avvis alle',
  saveChoice: 'Lagre valg',
  customise: 'Tilpass',
  close: 'Lukk',
  colours: 'Farger',
  colourLight: 'Lys',
  colourDark: 'Mørk',
  colourSystem: 'Som enheten',
  externalPage: ' (ekstern side)',
  externalNewWindow: ' (ekstern side, åpnes i nytt vindu)',
}

/** Another language's names of the days and months, comma-separated, Sunday and January
 * first (src/lib/dates.ts has the Norwegian ones); short months as a date chip shows them. */
export type DateNames = { weekdays?: string; months?: string; shortMonths?: string }

export type UiTextKey = keyof typeof NB_TEXT

/** Every word of the interface, in one language. */
export type UiText = Record<UiTextKey, string> & DateNames & { labels: LabelNames }

/** A text with its «{name}» marks filled in. */
export const fillText = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (mark, name: string) => (name in values ? String(values[name]) : mark))
