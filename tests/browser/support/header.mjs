// The site's header as a visitor uses it: the menu's disclosure button, the search field,
// and the menu's labels as they show at the page's width.

/** The header's «Meny» (phone) or «Mer» (desktop) disclosure button: a <summary>, which
 * has no ARIA role of its own (screen readers call it a button). */
export const menuButton = (page) => page.locator('nav[aria-label="Hovedmeny"] summary')

/** Opens the header's «Søk» and gives its field. */
export const headerSearchField = async (page) => {
  // A searchbox until its first focus loads the results as you type, a combobox after.
  const field = page.getByLabel('Søk i program, sider og artikler', { exact: true })
  if (!(await field.isVisible())) await page.locator('header summary', { hasText: 'Søk' }).click()
  return field
}

/** Opens the header's «Søk», then searches for the text as a visitor does. */
export const searchFromHeader = async (page, text) => {
  await (await headerSearchField(page)).fill(text)
  await page.keyboard.press('Enter')
}

/** The header menu's labels as the page shows them at its width, in page order: the bar's
 * links and then the panel's, each item once (the other copy is display: none). */
export const headerMenuLabels = (page) =>
  page.$$eval('nav[aria-label="Hovedmeny"] li a', (links) =>
    links
      .filter((a) => {
        for (let e = a; e && e.tagName !== 'NAV'; e = e.parentElement)
          if (getComputedStyle(e).display === 'none') return false
        return true
      })
      .map((a) => a.childNodes[0].textContent.trim()),
  )
