import type { PlannedBlock } from '../build/plan'
import { blockRegistry } from './registry'

export const BlockRenderer = ({ block }: { block: PlannedBlock }) => {
  const Component = blockRegistry[block.component]
  return (
    <div data-block={block.component} id={`blokk-${block.id}`}>
      <Component props={block.props} data={block.data} />
    </div>
  )
}
