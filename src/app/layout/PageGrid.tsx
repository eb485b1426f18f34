// The page template's grid: each row either full width or inside the container, each
// column spanning its xs/md/lg share of 12; blocks are placed by row and column.
import styled from 'styled-components'
import type { PlannedBlock, Row } from '../../contract'
import { media, theme } from '../../client/theme'
import { BlockRenderer } from '../blocks/BlockRenderer'

type Props = { rows: Row[]; blocks: PlannedBlock[] }

/** The blocks of one cell of the grid, in the order the page lists them. */
const blocksIn = (blocks: PlannedBlock[], row: number, column: number) =>
  blocks.filter((b) => b.place.row === row && b.place.column === column)

/** The block the grid renders first: the first row's first column that has one. */
export const firstBlockOf = ({ rows, blocks }: Props): PlannedBlock | undefined => {
  for (const [r, row] of rows.entries())
    for (const c of row.columns.keys()) {
      const [found] = blocksIn(blocks, r, c)
      if (found) return found
    }
  return undefined
}

export const PageGrid = ({ rows, blocks }: Props) => (
  <>
    {rows.map((row, r) => {
      const rowBlocks = blocks.filter((b) => b.place.row === r)
      if (rowBlocks.length === 0) return null
      return (
        <RowBox key={r} data-full-width={row.fullWidth}>
          {row.columns.map((column, c) => (
            <Column key={c} $xs={column.span.xs} $md={column.span.md} $lg={column.span.lg}>
              {blocksIn(rowBlocks, r, c).map((block) => (
                <BlockRenderer key={block.id} block={block} />
              ))}
            </Column>
          ))}
        </RowBox>
      )
    })}
  </>
)

const RowBox = styled.div`
  display: grid;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  /* Columns side by side (lg) keep apart; a row of one column is unchanged. */
  ${media.lg} {
    column-gap: 2rem;
  }
  &[data-full-width='false'] {
    max-width: ${theme.container};
    margin: 0 auto;
    padding: 0 1rem;
  }
`

const Column = styled.div<{ $xs: number; $md: number; $lg: number }>`
  grid-column: span ${(p) => p.$xs};
  min-width: 0;
  ${media.md} {
    grid-column: span ${(p) => p.$md};
  }
  ${media.lg} {
    grid-column: span ${(p) => p.$lg};
  }
`
