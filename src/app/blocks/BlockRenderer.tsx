import { Suspense } from 'react'
import type { PlannedBlock } from '../../contract'
import { blockRegistry } from './registry'

// Each block is its own Suspense boundary, so that React 18 hydrates the page block by
// block and yields to the browser in between, instead of in one long task that blocks
// taps on a slow phone. The fallback is never shown: the build renders every block.
export const BlockRenderer = ({ block }: { block: PlannedBlock }) => {
  const Component = blockRegistry[block.component]
  return (
    <div data-block={block.component} id={`blokk-${block.id}`}>
      <Suspense fallback={null}>
        <Component props={block.props} data={block.data} />
      </Suspense>
    </div>
  )
}
