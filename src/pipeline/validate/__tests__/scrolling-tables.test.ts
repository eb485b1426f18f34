/** @jest-environment node */
import { sanitizeContentHtml } from '../sanitize'
import { withScrollingTables } from '../scrolling-tables'

const TABLE = '<table><tbody><tr><td>Billettkjøp</td></tr></tbody></table>'
const BOX = '<div class="table-scroll" role="region" aria-label="Tabell" tabindex="0">'

describe('withScrollingTables', () => {
  it('puts each table of editor HTML in a named box that scrolls from the keyboard', () => {
    expect(withScrollingTables(`<p>Før</p>${TABLE}<p>Mellom</p>${TABLE}`)).toBe(
      `<p>Før</p>${BOX}${TABLE}</div><p>Mellom</p>${BOX}${TABLE}</div>`,
    )
  })

  it('leaves HTML without tables as it is', () => {
    expect(withScrollingTables('<p>tablet og <b>table</b></p>')).toBe(
      '<p>tablet og <b>table</b></p>',
    )
  })

  it('gives an editor no way to write such a box: the sanitiser drops it, and the box comes once', () => {
    const forged = `<div class="table-scroll" role="region" tabindex="0" onclick="x()">${TABLE}</div>`
    expect(withScrollingTables(sanitizeContentHtml(forged))).toBe(`${BOX}${TABLE}</div>`)
  })
})
