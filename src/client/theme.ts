// The site's colours, in two schemes: light, and dark for the evening and the hall before the
// film (docs/decisions/dark-scheme.md). Components use the theme's names, which are CSS
// variables; GlobalStyle sets them from SCHEMES for the scheme in force: the phone's setting
// (prefers-color-scheme), unless the visitor chose one in the footer (data-scheme on <html>,
// set before the first paint by src/features/colour-scheme). Every text pair holds WCAG 2.1
// AA in both (src/client/__tests__/theme.test.ts). A ticket's QR code is always dark on
// light, whatever the scheme: door scanners expect it.
export const SCHEMES = {
  light: {
    ink: '#1a1a1a',
    inkMuted: '#4a4a4a',
    paper: '#ffffff',
    paperAlt: '#f6f3ef',
    accent: '#b34700',
    line: '#d9d4cc',
    focus: '#1457d1',
    footer: '#1c1c1e',
    footerInk: '#f2f2f2',
    headerBg: 'linear-gradient(100deg, #ffb25b 0%, #f28a1e 100%)',
    headerInk: '#1a1a1a',
    headerEdge: 'transparent',
    headerHover: 'rgba(255, 255, 255, 0.45)',
    errorLine: '#b00020',
    errorBg: '#fdecee',
    okLine: '#1b7a3a',
    okBg: '#e8f5ec',
    highlight: '#ffe2b8',
  },
  dark: {
    ink: '#ececec',
    inkMuted: '#b9b9be',
    paper: '#161618',
    paperAlt: '#232327',
    accent: '#ffa15c',
    line: '#3d3d44',
    focus: '#8ab4ff',
    footer: '#0d0d0f',
    footerInk: '#ececec',
    // The brand's orange as an accent (the bar's lower edge), not as a large area at night.
    headerBg: '#232327',
    headerInk: '#ececec',
    headerEdge: '#f28a1e',
    headerHover: 'rgba(255, 255, 255, 0.12)',
    errorLine: '#ff6b81',
    errorBg: '#3a1a20',
    okLine: '#5ccf84',
    okBg: '#16301f',
    highlight: '#5a3d12',
  },
} as const

/** The browser's own bar (theme-color) in each scheme: the brand's orange by day, the dark
 * header's colour at night, so that a phone's bar and the page's header read as one. */
export const BAR_COLOURS = { light: '#f28a1e', dark: '#232327' } as const

export type SchemeColour = keyof (typeof SCHEMES)['light']

const variable = (name: SchemeColour) => `var(--c-${name})`

export const theme = {
  colour: {
    ink: variable('ink'),
    inkMuted: variable('inkMuted'),
    paper: variable('paper'),
    paperAlt: variable('paperAlt'),
    accent: variable('accent'),
    footer: variable('footer'),
    footerInk: variable('footerInk'),
    focus: variable('focus'),
    line: variable('line'),
    headerInk: variable('headerInk'),
    headerEdge: variable('headerEdge'),
    headerHover: variable('headerHover'),
    errorLine: variable('errorLine'),
    errorBg: variable('errorBg'),
    okLine: variable('okLine'),
    okBg: variable('okBg'),
    highlight: variable('highlight'),
    // The brand's oranges, for lines and edges in both schemes.
    orangeLight: '#ffb25b',
    orangeDark: '#f28a1e',
    /** Text and edges laid on a picture, over its darkened band: white in both schemes. */
    onImage: '#ffffff',
  },
  headerGradient: variable('headerBg'),
  // Breakpoints of the grid (xs < md < lg) and the five-column layout.
  breakpoint: { md: '768px', lg: '1024px', wide: '1280px' },
  container: '1200px',
  radius: '10px',
} as const

/** The declarations of one scheme's variables. */
export const schemeVariables = (scheme: keyof typeof SCHEMES) =>
  Object.entries(SCHEMES[scheme])
    .map(([name, value]) => `--c-${name}: ${value};`)
    .join(' ')

export const media = {
  md: `@media (min-width: ${theme.breakpoint.md})`,
  lg: `@media (min-width: ${theme.breakpoint.lg})`,
  wide: `@media (min-width: ${theme.breakpoint.wide})`,
  belowMd: `@media (max-width: 767.98px)`,
}
