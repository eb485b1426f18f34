// The interface's own words (not the editors'), in Norwegian. They are data, as the menus
// are: the planner puts every language's words into the layout data (one static query,
// fetched once a visit), and the components read the page's language's words with
// useWords(). No dictionary is in any page's scripts, so an English page costs the first
// load nothing. «{name}» marks a value filled in where the text is used (fillText).
export const NB_TEXT = {
  skipToMain: 'Hopp til hovedinnhold',
  mainMenu: 'Hovedmeny',
  footerMenu: 'Bunnmeny',
  menu: 'Meny',
  more: 'Mer',
  search: 'Søk',
  searchLabel: 'Søk i program og artikler',
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
 * first (src/lib/dates.ts has the Norwegian ones). */
export type DateNames = { weekdays?: string; months?: string }

export type UiTextKey = keyof typeof NB_TEXT

/** Every word of the interface, in one language. */
export type UiText = Record<UiTextKey, string> & DateNames

/** A text with its «{name}» marks filled in. */
export const fillText = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (mark, name: string) => (name in values ? String(values[name]) : mark))
