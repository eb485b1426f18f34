// How far a running build has come, read from its log: Gatsby reports each finished step
// as "success <step>". The steps an editor would recognise, in order, each with the log
// line that ends it.
const STAGES = [
  ['Leser og kontrollerer innholdet', /success onPreBootstrap/],
  ['Lager sidene', /success createPages\b/],
  ['Bygger skript og stiler', /success Building production JavaScript and CSS bundles/],
  ['Henter dataene til sidene', /success run queries/],
  ['Skriver sidene', /success Building static HTML for pages/],
  ['Gjør de siste kontrollene', /success onPostBuild/],
]
export const PUBLISHING = 'Publiserer'

/** A log as text, without the terminal's colours and cursor moves. */
// eslint-disable-next-line no-control-regex -- the escape character is what is removed
export const plainText = (log) => log.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '')

/** The stage the build is in now: the first whose end is not in the log yet. */
export const stageOf = (log) => {
  const text = plainText(log)
  let at = 0
  while (at < STAGES.length && STAGES[at][1].test(text)) at += 1
  return {
    name: at < STAGES.length ? STAGES[at][0] : PUBLISHING,
    step: Math.min(at + 1, STAGES.length + 1),
    steps: STAGES.length + 1,
  }
}
