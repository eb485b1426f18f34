// An editor's table keeps its words whole. On a phone a table of three or more columns can be
// wider than the screen (a privacy statement's legal references, «betalingsreferanse»), and
// cells that broke at any letter to fit were read as «Billettkjø / p». Each table stands in a
// box of its own that scrolls sideways when it must, so the page itself never does (WCAG
// 1.4.10 exempts data tables, not the page). The box is a named region in the tab order, so
// that it scrolls from the keyboard too. It reads the sanitiser's output, whose tables are
// balanced.
const WRAPPER_OPEN = '<div class="table-scroll" role="region" aria-label="Tabell" tabindex="0">'

export const withScrollingTables = (html: string): string =>
  html.replace(/<table\b/g, `${WRAPPER_OPEN}<table`).replace(/<\/table>/g, '</table></div>')
