import { startTransition, Suspense, useEffect, useState, type ComponentType } from 'react'
import { BuiltHtmlProvider, isBuiltHtml } from '../../hooks/built-html'
import type { BlockName, PlannedBlock } from '../../contract'
import { blockElementId, blockEndId, PAINT_WHOLE } from './block-element'
import { blockRegistry, type BlockPropsOf } from './registry'

/** The named block's component with its own props and data (the contract ties the two). */
const BlockBody = <N extends BlockName>({ name, body }: { name: N; body: BlockPropsOf[N] }) => {
  const Component: ComponentType<BlockPropsOf[N]> = blockRegistry[name].component
  return <Component {...body} />
}

/** Marks the block's wrapper once its boundary has hydrated and its first updates from the
 * browser (the time, the address's view and day, made in a transition: built-html.ts) have
 * landed. <html data-hydrated> says only that the page's root has; the blocks hydrate after
 * it, one task each, so a script (or a test) that needs a block's own client render waits
 * for this mark as well. The mark's own update is a transition too, which React renders
 * with those (it takes every pending transition together) or after them. */
const HydratedMark = ({ wrapperId }: { wrapperId: string }) => {
  const [settled, setSettled] = useState(false)
  useEffect(() => startTransition(() => setSettled(true)), [])
  useEffect(() => {
    if (settled) document.getElementById(wrapperId)?.setAttribute('data-hydrated', 'true')
  }, [settled, wrapperId])
  return null
}

// Each block is its own Suspense boundary, so that React 18 hydrates the page block by
// block and yields to the browser in between, instead of in one long task that blocks
// taps on a slow phone. The fallback is never shown: the build renders every block.
export const BlockRenderer = ({ block }: { block: PlannedBlock }) => {
  const wrapperId = blockElementId(block.id)
  // The build's HTML of this block is in the document and not yet hydrated: React is
  // hydrating it (src/hooks/built-html.ts), not drawing it after a navigation.
  const [builtHtml] = useState(() => isBuiltHtml(wrapperId))
  return (
    <div data-block={block.component} id={wrapperId}>
      <Suspense fallback={null}>
        <BuiltHtmlProvider value={builtHtml}>
          <BlockBody name={block.component} body={block} />
        </BuiltHtmlProvider>
        <HydratedMark wrapperId={wrapperId} />
      </Suspense>
      {PAINT_WHOLE.has(block.component) && <span id={blockEndId(block.id)} hidden />}
    </div>
  )
}
