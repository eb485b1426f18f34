// Holds each block of a page record to its entry in the block contract (src/contract/blocks.ts):
// its props to the entry's schema (defaults filled in), its data props to the projections
// the entry names, each fed by a source of the right model and kind.
import { BLOCKS, isBlockName, PROJECTIONS, type BlockName } from '../../contract/blocks'
import { fieldName } from '../errors'
import { describeIssue } from './check-record'
import type { Block, Source } from '../../contract/records/content'

type Fault = [field: string, message: string]

const listOf = (names: string[]) => (names.length ? names.join(', ') : 'none')

const propFaults = (block: Block, field: string): { props: unknown; faults: Fault[] } => {
  const contract = BLOCKS[block.component as BlockName]
  const result = contract.props.safeParse(block.props)
  if (result.success) return { props: result.data, faults: [] }
  const known = Object.keys((contract.props as { shape?: object }).shape ?? {})
  const faults = result.error.issues.flatMap((issue): Fault[] => {
    const at = issue.path.length ? `${field}.${fieldName(issue.path)}` : field
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => [
        `${at}.${key}`,
        `is not a prop of ${block.component} (it takes: ${listOf(known)})`,
      ])
    return [[at, describeIssue(issue)]]
  })
  return { props: block.props, faults }
}

const dataFaults = (block: Block, sources: Source[], field: string): Fault[] => {
  const wanted: Record<string, string> = BLOCKS[block.component as BlockName].data
  return Object.entries(block.data).flatMap(([prop, sourceName]): Fault[] => {
    const projection = wanted[prop] as keyof typeof PROJECTIONS | undefined
    if (!projection)
      return [
        [
          `${field}.${prop}`,
          `is not data of ${block.component} (it takes: ${listOf(Object.keys(wanted))})`,
        ],
      ]
    const source = sources.find((s) => s.name === sourceName)
    if (!source) return [[`${field}.${prop}`, `refers to unknown source "${sourceName}"`]]
    const { model, collection } = PROJECTIONS[projection]
    if (source.model === model && source.collection === collection) return []
    const kind = (c: boolean, m: string) => (c ? `a collection of ${m} records` : `one ${m}`)
    return [
      [
        `${field}.${prop}`,
        `needs ${kind(collection, model)}; source "${sourceName}" gives ${kind(source.collection, source.model)}`,
      ],
    ]
  })
}

/** The block with its props as the contract reads them, and what is wrong with it. */
export const checkBlock = (
  block: Block,
  sources: Source[],
  field: string,
): { block: Block; faults: Fault[] } => {
  if (!isBlockName(block.component)) {
    const known = Object.keys(BLOCKS).join(', ')
    return {
      block,
      faults: [
        [
          `${field}.component`,
          `unknown value ${JSON.stringify(block.component)} (expected one of: ${known})`,
        ],
      ],
    }
  }
  const { props, faults } = propFaults(block, `${field}.props`)
  return {
    block: { ...block, props: props as Block['props'] },
    faults: [...faults, ...dataFaults(block, sources, `${field}.data`)],
  }
}
