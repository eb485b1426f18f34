// What a ticket to a showing costs, by the programme's price records
// (content/programme/prices.json): the showing's own prices where its record gives them,
// else the price list its event names, else its production's, with every supplement that
// applies to the showing (Dolby Atmos) added to each ticket. One rule for the build, which
// prints the prices on every showing, and for the partner stand-in's checkout, which sells
// at them (partner-api/catalogue.mjs): a page and its checkout can never say two prices.
// Plain CommonJS with a .d.ts, as cache-policy.js, so that the Node servers load it as is.
'use strict'

/** What a supplement is for: the showing attribute (resolved, event before production)
 * that makes it apply. */
const SUPPLEMENT_APPLIES = {
  dolbyAtmos: (showing) => showing.dolbyAtmos === true,
  '3D': (showing) => showing.format === '3D',
}

const SUPPLEMENT_KINDS = Object.keys(SUPPLEMENT_APPLIES)

/** The supplements of the records that apply to the showing, in kroner. */
const supplementFor = (showing, records) =>
  records
    .filter((r) => r.supplement && SUPPLEMENT_APPLIES[r.supplement.for]?.(showing))
    .reduce((sum, r) => sum + r.supplement.amountNok, 0)

/**
 * The showing's tickets, [{ label, amountNok, en? }], or undefined where nothing says what
 * it costs (the site then shows no price rather than guessing).
 * showing: { prices?, priceList?, dolbyAtmos?, format? }, its attributes resolved.
 */
const showingPrices = (showing, records) => {
  if (showing.prices && showing.prices.length > 0)
    return showing.prices.map(({ label, amountNok }) => ({ label, amountNok }))
  const list = showing.priceList
    ? records.find((r) => r.id === showing.priceList && Array.isArray(r.prices))
    : undefined
  if (!list) return undefined
  const extra = supplementFor(showing, records)
  return list.prices.map((p) => ({
    label: p.label,
    amountNok: p.amountNok + extra,
    ...(p.en && { en: p.en.label }),
  }))
}

module.exports = { SUPPLEMENT_KINDS, showingPrices }
