// Evaluates a page's sources against the records at build time. Filters are ANDed; an eq
// filter with a list of values matches any of them; a property path may pass through
// arrays (advertisementFlags, contents.summary), and matches when any value there does.
// A value written ":name" is bound to the route parameter of that name.
import type { Filter, Model, Source } from '../../contract/records/content'

export type AnyRecord = Record<string, unknown>
export type Records = Record<Model, readonly AnyRecord[]>
export type Params = Record<string, string>

export const valuesAt = (record: unknown, path: string): unknown[] => {
  let current: unknown[] = [record]
  for (const key of path.split('.')) {
    const next: unknown[] = []
    for (const value of current) {
      const child = value && typeof value === 'object' ? (value as AnyRecord)[key] : undefined
      if (Array.isArray(child)) next.push(...child)
      else if (child !== undefined && child !== null) next.push(child)
    }
    current = next
  }
  return current
}

export const paramName = (value: unknown): string | null =>
  typeof value === 'string' && /^:[A-Za-z]\w*$/.test(value) ? value.slice(1) : null

const bind = (value: unknown, params: Params): unknown => {
  const name = paramName(value)
  if (name === null) return value
  if (!(name in params)) throw new Error(`no value for route parameter ":${name}"`)
  return params[name]
}

const eqValues = (filter: Filter, params: Params): unknown[] =>
  (Array.isArray(filter.value) ? filter.value : [filter.value]).map((v) => bind(v, params))

const regexCache = new Map<string, RegExp>()
const regexOf = (pattern: string) => {
  let re = regexCache.get(pattern)
  if (!re) regexCache.set(pattern, (re = new RegExp(pattern)))
  return re
}

export const matchesFilter = (record: unknown, filter: Filter, params: Params = {}): boolean => {
  const values = valuesAt(record, filter.property)
  if (filter.operator === 'regex') {
    const re = regexOf(String(bind(filter.value, params)))
    return values.some((v) => re.test(String(v)))
  }
  const wanted = eqValues(filter, params)
  return values.some((v) => wanted.includes(v))
}

/** Lazily built lookup tables, one per (model, property), so that an eq filter costs the
 * size of its answer rather than a scan of the whole programme. */
export const createIndex = (records: Records) => {
  const tables = new Map<string, Map<unknown, AnyRecord[]>>()
  const position = new Map<AnyRecord, number>()
  for (const list of Object.values(records)) list.forEach((r, i) => position.set(r, i))

  const table = (model: Model, property: string) => {
    const key = `${model}\u0000${property}`
    let t = tables.get(key)
    if (!t) {
      t = new Map()
      for (const record of records[model]) {
        for (const value of new Set(valuesAt(record, property))) {
          const bucket = t.get(value)
          if (bucket) bucket.push(record)
          else t.set(value, [record])
        }
      }
      tables.set(key, t)
    }
    return t
  }

  const lookup = (model: Model, property: string, values: unknown[]): AnyRecord[] => {
    const t = table(model, property)
    if (values.length === 1) return t.get(values[0]) ?? []
    const found = new Set(values.flatMap((v) => t.get(v) ?? []))
    return [...found].sort((a, b) => position.get(a)! - position.get(b)!)
  }

  return {
    all: (model: Model) => records[model],
    lookup,
    distinct: (m: Model, p: string) => [...table(m, p).keys()],
  }
}

export type RecordIndex = ReturnType<typeof createIndex>

const compare = (property: string, direction: 'asc' | 'desc') => (a: AnyRecord, b: AnyRecord) => {
  const [x] = valuesAt(a, property)
  const [y] = valuesAt(b, property)
  const order =
    x === y ? 0 : x === undefined ? 1 : y === undefined ? -1 : (x as never) < (y as never) ? -1 : 1
  return direction === 'asc' ? order : -order
}

export const resolveSource = (
  source: Source,
  index: RecordIndex,
  params: Params = {},
): AnyRecord | AnyRecord[] | null => {
  const eqFilter = source.filter.find((f) => f.operator === 'eq')
  let found: AnyRecord[] = eqFilter
    ? index.lookup(source.model, eqFilter.property, eqValues(eqFilter, params))
    : [...index.all(source.model)]
  found = found.filter((r) =>
    source.filter.every((f) => f === eqFilter || matchesFilter(r, f, params)),
  )
  if (source.sort) found = found.sort(compare(source.sort.property, source.sort.direction))
  if (source.limit) found = found.slice(0, source.limit)
  return source.collection ? found : (found[0] ?? null)
}
