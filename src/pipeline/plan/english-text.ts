// The interface's words on an English page, carried in that page's data (see
// src/contract/ui-text.ts). The member area stays Norwegian: where the English interface
// links to it, it says so.
import type { UiText } from '../../contract/ui-text'

export const ENGLISH_TEXT: UiText = {
  skipToMain: 'Skip to main content',
  mainMenu: 'Main menu',
  footerMenu: 'Footer menu',
  menu: 'Menu',
  more: 'More',
  search: 'Search',
  searchLabel: 'Search the programme and articles (in Norwegian)',
  logoHome: '{site} – to the front page',
  runBy: '{site} is run by',
  logIn: 'Log in',
  logInHidden: ' to the film club (in Norwegian)',
  myPage: 'My page (in Norwegian), logged in as ',
  offline: 'You are offline.',
  offlineProgramme: 'The programme is from {day} at {time}, as this browser saved it.',
  otherLanguage: 'Norsk',
  newsFeed: 'News from {site} (in Norwegian)',
  externalPage: ' (external site)',
  externalNewWindow: ' (external site, opens in a new window)',
  colours: 'Colours',
  colourLight: 'Light',
  colourDark: 'Dark',
  colourSystem: 'As the device',
  cookieSettings: 'Cookie settings',
  cookies: 'Cookies',
  cookiesIntro:
    'We use necessary cookies to make the website work, and with your consent also for statistics and marketing. You can change your choice at the bottom of the page.',
  cookiesMore: 'More about cookies (in Norwegian)',
  cookiesChoose: 'Choose what we may use',
  cookiesNecessary: 'Necessary',
  cookiesNecessaryText: '(always on): logging in to the film club and the choice you make here.',
  cookiesStatistics: 'Statistics',
  cookiesStatisticsText:
    'Google Analytics counts visits and which pages are used, so that we can make the website better.',
  cookiesMarketing: 'Marketing',
  cookiesMarketingText: 'The Meta pixel measures whether our adverts on social media reach people.',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  saveChoice: 'Save choice',
  customise: 'Customise',
  close: 'Close',
  weekdays: 'Sunday,Monday,Tuesday,Wednesday,Thursday,Friday,Saturday',
  months: 'January,February,March,April,May,June,July,August,September,October,November,December',
}
