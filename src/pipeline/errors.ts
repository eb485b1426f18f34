// One content fault: which file, which record, which field, and what is wrong. The build
// fails with all faults in one message, each on its own line, so an editor fixes them in
// one round.
export type ContentFault = {
  file: string
  record: string
  field: string
  message: string
}

/** Each part quoted as JSON, so a record's id cannot write lines of its own into a log. */
export const formatFault = (f: ContentFault): string =>
  `${f.file}: record ${JSON.stringify(f.record)}, field ${JSON.stringify(f.field)}: ${f.message}`

export class ContentError extends Error {
  readonly faults: ContentFault[]

  constructor(faults: ContentFault[]) {
    super(
      faults.length === 1
        ? `Invalid content. ${formatFault(faults[0]!)}`
        : `Invalid content (${faults.length} faults):\n${faults.map(formatFault).join('\n')}`,
    )
    this.name = 'ContentError'
    this.faults = faults
  }
}

/** Turns a zod issue path such as ['blocks', 2, 'component'] into blocks[2].component. */
export const fieldName = (path: ReadonlyArray<PropertyKey>): string =>
  path.length === 0
    ? '(record)'
    : path
        .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
        .join('')
