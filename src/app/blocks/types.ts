import type { ComponentType } from 'react'

/** What every block receives: the editor's static props and its already-resolved data. */
export type BlockProps = {
  props: Record<string, unknown>
  data: Record<string, unknown>
}

export type BlockComponent = ComponentType<BlockProps>
