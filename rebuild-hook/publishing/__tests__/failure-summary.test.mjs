// Each kind of failure the build reports, as an editor reads it on the publish page.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { closest, fieldOf, placeOf, summariseFailure } from '../failure-summary.mjs'

const one = (file, record, field, message) =>
  summariseFailure({ kind: 'content', faults: [{ file, record, field, message }] }, 'exit 1')
const line = (summary) => {
  const [item] = summary.items
  return `${item.place}${item.field ? `, ${item.field}` : ''}: ${item.problem}`
}

describe('content faults in plain words', () => {
  const page = ['content/pages/kino.json', 'page-kino']
  const cases = [
    [
      'an unknown block name, with the likely one',
      [
        ...page,
        'blocks[2].component',
        'unknown value "Slidshow" (expected one of: CoverFlow, Slideshow, Title)',
      ],
      'Siden «kino», posten «page-kino» (content/pages/kino.json), blokk 3, feltet «component»: har verdien «Slidshow», som ikke finnes. Mente du «Slideshow»? Gyldige verdier er: CoverFlow, Slideshow, Title.',
    ],
    [
      'a missing field',
      ['content/articles/boknatt.json', 'boknatt', 'title', 'is missing'],
      'Artikkelen «boknatt», posten «boknatt» (content/articles/boknatt.json), feltet «title»: mangler. Feltet må fylles ut.',
    ],
    [
      'a value of the wrong type',
      [...page, 'blocks[0].props.count', 'must be number, got string'],
      'Siden «kino», posten «page-kino» (content/pages/kino.json), blokk 1, feltet «props.count»: må være et tall, men er tekst.',
    ],
    [
      'a fixed value',
      [...page, 'version', 'must be "1", got "2"'],
      'Siden «kino», posten «page-kino» (content/pages/kino.json), feltet «version»: må være «1», men er «2».',
    ],
    [
      'a link to a page that does not exist',
      ['content/menus.json', 'menu-kino', 'path', 'links to "/kinno", which is not a route'],
      'Menyene, posten «menu-kino» (content/menus.json), feltet «path»: lenker til «/kinno», en side som ikke finnes. Rett lenken, eller lag siden først.',
    ],
    [
      'a redirect to nowhere',
      ['content/redirects.json', '/gammel', 'to', 'leads to "/borte", which is not a route'],
      'Videresendingene, posten «/gammel» (content/redirects.json), feltet «to»: sender besøkende videre til «/borte», en side som ikke finnes.',
    ],
    [
      'a duplicate address',
      [...page, 'path', 'duplicate path "/kino", already used in content/pages/kino2.json'],
      'Siden «kino», posten «page-kino» (content/pages/kino.json), feltet «path»: bruker adressen «/kino», som allerede brukes av content/pages/kino2.json. Hver side trenger sin egen adresse.',
    ],
    [
      'a file that is not JSON',
      [
        'content/footer.json',
        '(file)',
        '(file)',
        'not valid JSON: Unexpected token } in JSON at position 12',
      ],
      'Bunnteksten (content/footer.json): kan ikke leses: filen er ikke gyldig JSON (ofte et komma, et anførselstegn eller en klammeparentes for mye eller for lite). Feilen: Unexpected token } in JSON at position 12',
    ],
    [
      'a missing file',
      ['content/site.json', '(file)', '(file)', 'file is missing'],
      'Innstillingene for nettstedet (content/site.json): mangler. Filen finnes ikke.',
    ],
    [
      'a list that is not a list',
      ['content/programme/events.json', '(file)', '(root)', 'must be a JSON array'],
      'Arrangementene i programmet (content/programme/events.json): må være en liste (JSON-array).',
    ],
    [
      'a rule of its own (a URL, a slug), with its words kept',
      [
        'platform API sites/1/events (productions)',
        'p-1',
        'slug',
        'a film slug must end in -DXM and an eight-digit number',
      ],
      'Produksjonene i programmet, posten «p-1» (platform API sites/1/events (productions)), feltet «slug»: er ikke gyldig: a film slug must end in -DXM and an eight-digit number',
    ],
    [
      'a page from the management API',
      ['management API sites/1/blocks (page page-kino)', 'page-kino', 'title', 'is missing'],
      'Siden «page-kino», posten «page-kino» (management API sites/1/blocks (page page-kino)), feltet «title»: mangler. Feltet må fylles ut.',
    ],
  ]
  for (const [name, fault, expected] of cases)
    it(name, () => {
      const summary = one(...fault)
      assert.equal(line(summary), expected)
      assert.match(summary.title, /Innholdet har én feil/)
      assert.match(summary.advice, /publiser på nytt/)
    })

  it('counts several faults, one line each', () => {
    const faults = ['title', 'path'].map((field) => ({
      file: 'content/pages/kino.json',
      record: 'page-kino',
      field,
      message: 'is missing',
    }))
    const summary = summariseFailure({ kind: 'content', faults }, 'exit 1')
    assert.equal(summary.title, 'Innholdet har 2 feil, så endringen ble ikke publisert.')
    assert.equal(summary.items.length, 2)
  })
})

describe('failures that are not content faults', () => {
  it('a content source that failed', () => {
    const summary = summariseFailure(
      { kind: 'source', message: 'platform API GET sites/1/events failed: answered 503' },
      'exit 1',
    )
    assert.match(summary.title, /kunne ikke hentes/)
    assert.match(line(summary), /answered 503/)
    assert.match(summary.advice, /Prøv «Publiser nå» igjen om noen minutter/)
  })

  it('a programme held back for its size', () => {
    assert.match(line(summariseFailure({ kind: 'refused', events: 0, previous: 40 })), /er tomt/)
    assert.match(
      line(summariseFailure({ kind: 'refused', events: 12, previous: 40 })),
      /bare 12 arrangementer, under halvparten av de 40/,
    )
  })

  it('a build that stopped without a report', () => {
    const summary = summariseFailure(null, 'another build is running in the project directory')
    assert.match(summary.title, /teknisk grunn, ikke på grunn av innholdet/)
    assert.match(line(summary), /another build is running/)
  })
})

describe('helpers', () => {
  it('suggests only a close value', () => {
    assert.equal(closest('Slidshow', ['Slideshow', 'Title']), 'Slideshow')
    assert.equal(closest('cover flow', ['CoverFlow']), 'CoverFlow')
    assert.equal(closest('Banner', ['Slideshow', 'Title']), null)
  })

  it('names blocks by number from one, and leaves file-level faults without a field', () => {
    assert.equal(fieldOf('blocks[0]'), 'blokk 1')
    assert.equal(fieldOf('(file)'), null)
    assert.equal(
      placeOf('content/pages/_production.json', 'page-production'),
      'Siden «production», posten «page-production» (content/pages/_production.json)',
    )
  })
})
