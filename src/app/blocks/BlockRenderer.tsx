import { Suspense, type ComponentType } from 'react'
import type { BlockName, PlannedBlock } from '../../contract'
import { blockRegistry, type BlockPropsOf } from './registry'

/** The named block's component with its own props and data (the contract ties the two). */
const BlockBody = <N extends BlockName>({ name, body }: { name: N; body: BlockPropsOf[N] }) => {
  const Component: ComponentType<BlockPropsOf[N]> = blockRegistry[name]
  return <Component {...body} />
}

// Each block is its own Suspense boundary, so that React 18 hydrates the page block by
// block and yields to the browser in between, instead of in one long task that blocks
// taps on a slow phone. The fallback is never shown: the build renders every block.
export const BlockRenderer = ({ block }: { block: PlannedBlock }) => (
  <div data-block={block.component} id={`blokk-${block.id}`}>
    <Suspense fallback={null}>
      <BlockBody name={block.component} body={block} />
    </Suspense>
  </div>
)
