// A failed build in words an editor can act on: which page or record, which field, what
// was expected, and what to do next. The build reports content faults as data
// (BUILD_REPORT_FILE, written by src/pipeline/outputs/failure-report.ts); a failure
// without a report (a crash, a stop, another build holding the project) gets a general
// explanation, and the log tail is there for whoever looks further. No stack traces.

/** Where a fault is, from the file (local) or API call (remote) the record came from. */
export const placeOf = (file, record) => {
  const name = (pattern) => pattern.exec(file)?.[1]
  const page = name(/pages\/([^/]+)\.json$/) ?? name(/\(page (.+)\)$/)
  const article = name(/articles\/([^/]+)\.json$/) ?? name(/\(article (.+)\)$/)
  const place = page
    ? `Siden «${page.replace(/^_/, '')}»`
    : article
      ? `Artikkelen «${article}»`
      : /menus/.test(file)
        ? 'Menyene'
        : /footer/.test(file)
          ? 'Bunnteksten'
          : /redirects/.test(file)
            ? 'Videresendingene'
            : /productions/.test(file)
              ? 'Produksjonene i programmet'
              : /events/.test(file)
                ? 'Arrangementene i programmet'
                : /site/.test(file)
                  ? 'Innstillingene for nettstedet'
                  : `«${file}»`
  const inRecord = record && !record.startsWith('(') ? `, posten «${record}»` : ''
  return `${place}${inRecord} (${file})`
}

/** blocks[1].props.title -> «blokk 2, feltet «props.title»»; (file) and (root) -> null. */
export const fieldOf = (field) => {
  if (!field || field.startsWith('(')) return null
  const block = /^blocks\[(\d+)\]\.?(.*)$/.exec(field)
  if (!block) return `feltet «${field}»`
  const [, index, rest] = block
  return `blokk ${Number(index) + 1}${rest ? `, feltet «${rest}»` : ''}`
}

const TYPES = {
  string: 'tekst',
  number: 'et tall',
  boolean: 'sant eller usant (true/false)',
  array: 'en liste',
  object: 'et objekt',
  null: 'tom (null)',
}
const typeName = (type) => TYPES[type] ?? type

/** The closest known value, when it is a likely typo (at most two letters off). */
export const closest = (value, options) => {
  const distance = (a, b) => {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i)
    for (let i = 1; i <= a.length; i++) {
      let previous = row[0]
      row[0] = i
      for (let j = 1; j <= b.length; j++) {
        const current = row[j]
        row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1))
        previous = current
      }
    }
    return row[b.length]
  }
  const lower = value.toLowerCase()
  const [best] = options
    .map((option) => [option, distance(lower, option.toLowerCase())])
    .sort((a, b) => a[1] - b[1])
  return best && best[1] <= 2 ? best[0] : null
}

/** The pipeline's fault message (src/pipeline) in plain Norwegian. */
export const problemOf = (message) => {
  let m
  if (message === 'is missing') return 'mangler. Feltet må fylles ut.'
  if ((m = /^must be (\w+), got (\w+)$/.exec(message)))
    return `må være ${typeName(m[1])}, men er ${typeName(m[2])}.`
  if ((m = /^unknown value (".*") \(expected one of: (.*)\)$/.exec(message))) {
    const value = JSON.parse(m[1])
    const options = m[2].split(', ')
    const guess = closest(value, options)
    return (
      `har verdien «${value}», som ikke finnes.` +
      (guess ? ` Mente du «${guess}»?` : '') +
      ` Gyldige verdier er: ${options.join(', ')}.`
    )
  }
  if ((m = /^must be (".*"), got (".*")$/.exec(message)))
    return `må være «${JSON.parse(m[1])}», men er «${JSON.parse(m[2])}».`
  if ((m = /^links to "(.*)", which is not a route$/.exec(message)))
    return `lenker til «${m[1]}», en side som ikke finnes. Rett lenken, eller lag siden først.`
  if ((m = /^leads to "(.*)", which is not a route$/.exec(message)))
    return `sender besøkende videre til «${m[1]}», en side som ikke finnes.`
  if ((m = /^duplicate (path|slug) "(.*)", already used in (.*)$/.exec(message)))
    return `bruker adressen «${m[2]}», som allerede brukes av ${m[3]}. Hver side trenger sin egen adresse.`
  if (message === 'file is missing') return 'mangler. Filen finnes ikke.'
  if ((m = /^not valid JSON: (.*)$/.exec(message)))
    return `kan ikke leses: filen er ikke gyldig JSON (ofte et komma, et anførselstegn eller en klammeparentes for mye eller for lite). Feilen: ${m[1]}`
  if (message === 'must be a JSON array') return 'må være en liste (JSON-array).'
  return `er ikke gyldig: ${message}`
}

/**
 * The summary of a failed build for the publish page and the notification:
 * { title, items: [{ place, field, problem }], advice }.
 * report: the build's failure report or null; reason: how the build process ended.
 */
export const summariseFailure = (report, reason) => {
  if (report?.kind === 'content' && report.faults.length > 0) {
    const n = report.faults.length
    return {
      title:
        n === 1
          ? 'Innholdet har én feil, så endringen ble ikke publisert.'
          : `Innholdet har ${n} feil, så endringen ble ikke publisert.`,
      items: report.faults.map((fault) => ({
        place: placeOf(fault.file, fault.record),
        field: fieldOf(fault.field),
        problem: problemOf(fault.message),
      })),
      advice:
        'Rett feilen i publiseringsverktøyet og publiser på nytt. Nettstedet viser fortsatt den forrige versjonen.',
    }
  }
  if (report?.kind === 'source')
    return {
      title: 'Innholdet kunne ikke hentes, så ingenting ble publisert.',
      items: [{ place: 'Innholds- eller programtjenesten', field: null, problem: report.message }],
      advice:
        'Dette er oftest et midlertidig problem hos tjenesten. Prøv «Publiser nå» igjen om noen minutter; gjentar det seg, kontakt en utvikler.',
    }
  if (report?.kind === 'refused')
    return {
      title: 'Programmet ble holdt tilbake, så ingenting ble publisert.',
      items: [
        {
          place: 'Programmet',
          field: null,
          problem:
            report.events === 0
              ? 'er tomt.'
              : `har bare ${report.events} arrangementer, under halvparten av de ${report.previous} som er publisert nå.`,
        },
      ],
      advice:
        'Et program som plutselig krymper, skyldes nesten alltid en feil i programdataene. Sjekk programmet i billettsystemet. Er det riktig, kan en utvikler publisere det likevel.',
    }
  if (report?.kind === 'webserver') return webServerSummary(report)
  return {
    title: 'Byggingen stoppet av en teknisk grunn, ikke på grunn av innholdet.',
    items: [{ place: 'Byggingen', field: null, problem: `stoppet: ${reason}.` }],
    advice:
      'Prøv «Publiser nå» igjen. Stopper den igjen, send slutten av loggen (under) til en utvikler.',
  }
}

/** A release the web server would not take: before it went live (its redirects, or nginx's
 * check of them), or at the reload, with how the reload with the release before went. */
const webServerSummary = ({ step, output, back }) => {
  const problem = {
    redirects: `avviste omdirigeringene i den nye versjonen før den ble publisert: ${output}`,
    check: `avviste oppsettet med den nye versjonen før den ble publisert: ${output}`,
    reload: `ble ikke lastet på nytt med den nye versjonen: ${output}`,
  }[step]
  const items = [{ place: 'Webserveren', field: null, problem }]
  if (back)
    items.push({
      place: 'Forrige versjon',
      field: null,
      problem: back.ok
        ? 'er lagt tilbake, og webserveren er lastet på nytt med den.'
        : `er lagt tilbake, men webserveren kunne heller ikke lastes på nytt med den: ${back.output}`,
    })
  return {
    title:
      back && !back.ok
        ? 'Webserveren godtok ikke den nye versjonen, og den kunne heller ikke lastes på nytt med den forrige.'
        : 'Webserveren godtok ikke den nye versjonen, så nettstedet viser fortsatt den forrige.',
    items,
    advice:
      step === 'redirects'
        ? 'Omdirigeringene i den nye versjonen inneholdt noe annet enn omdirigeringer, og ble ikke sendt til webserveren. Be en utvikler se på byggingen før du publiserer på nytt.'
        : back && !back.ok
          ? 'Be den som drifter serveren se på webserveren nå: den kan ha stoppet.'
          : 'Innholdet er i orden. Dette må den som drifter serveren se på; be en utvikler sjekke webserveren og publiser så på nytt.',
  }
}

/** The summary in one paragraph of text, for a chat notification. */
export const summaryText = ({ title, items }) =>
  [title, ...items.map((i) => `• ${i.place}${i.field ? `, ${i.field}` : ''}: ${i.problem}`)].join(
    '\n',
  )
