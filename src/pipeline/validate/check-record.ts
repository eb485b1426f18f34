// Checks one record against its schema and turns zod's issues into content faults that
// name the file, the record and the field.
import type { z } from 'zod'
import { type ContentFault, fieldName } from '../errors'

export const recordId = (data: unknown, fallback: string): string => {
  if (data && typeof data === 'object') {
    const rec = data as Record<string, unknown>
    for (const key of ['id', 'from', 'slug', 'path']) {
      const value = rec[key]
      if (typeof value === 'string' && value.trim()) return value
    }
  }
  return fallback
}

export const describeIssue = (issue: z.ZodIssue): string => {
  if (issue.code === 'invalid_type' && issue.received === 'undefined') return 'is missing'
  if (issue.code === 'invalid_type') return `must be ${issue.expected}, got ${issue.received}`
  if (issue.code === 'invalid_enum_value') {
    return `unknown value ${JSON.stringify(issue.received)} (expected one of: ${issue.options.join(', ')})`
  }
  if (issue.code === 'invalid_literal') {
    return `must be ${JSON.stringify(issue.expected)}, got ${JSON.stringify(issue.received)}`
  }
  return issue.message
}

export type Checked<T> = { ok: true; value: T } | { ok: false; faults: ContentFault[] }

export const checkRecord = <S extends z.ZodTypeAny>(
  schema: S,
  file: string,
  data: unknown,
  fallbackId: string,
): Checked<z.output<S>> => {
  const result = schema.safeParse(data)
  if (result.success) return { ok: true, value: result.data }
  const record = recordId(data, fallbackId)
  return {
    ok: false,
    faults: result.error.issues.map((issue) => ({
      file,
      record,
      field: fieldName(issue.path),
      message: describeIssue(issue),
    })),
  }
}

/** Checks a file that must hold a list, one fault list for all its records. */
export const checkList = <S extends z.ZodTypeAny>(
  schema: S,
  file: string,
  data: unknown,
): { values: z.output<S>[]; faults: ContentFault[] } => {
  if (!Array.isArray(data)) {
    return {
      values: [],
      faults: [{ file, record: '(file)', field: '(root)', message: 'must be a JSON array' }],
    }
  }
  const values: z.output<S>[] = []
  const faults: ContentFault[] = []
  data.forEach((item, i) => {
    const checked = checkRecord(schema, file, item, `#${i}`)
    if (checked.ok) values.push(checked.value)
    else faults.push(...checked.faults)
  })
  return { values, faults }
}
