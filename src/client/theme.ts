// Colours are chosen for WCAG 2.1 AA: the header text (ink) on the lightest and darkest
// orange of the gradient stays above 4.5:1, and so does the footer text on its dark ground.
export const theme = {
  colour: {
    ink: '#1a1a1a',
    inkMuted: '#4a4a4a',
    paper: '#ffffff',
    paperAlt: '#f6f3ef',
    orangeLight: '#ffb25b',
    orangeDark: '#f28a1e',
    accent: '#b34700',
    footer: '#1c1c1e',
    footerInk: '#f2f2f2',
    focus: '#1457d1',
    line: '#d9d4cc',
  },
  headerGradient: 'linear-gradient(100deg, #ffb25b 0%, #f28a1e 100%)',
  // Breakpoints of the grid (xs < md < lg) and the five-column layout.
  breakpoint: { md: '768px', lg: '1024px', wide: '1280px' },
  container: '1200px',
  radius: '10px',
} as const

export const media = {
  md: `@media (min-width: ${theme.breakpoint.md})`,
  lg: `@media (min-width: ${theme.breakpoint.lg})`,
  wide: `@media (min-width: ${theme.breakpoint.wide})`,
  belowMd: `@media (max-width: 767.98px)`,
}
