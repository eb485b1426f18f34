// A block whose code loads only on the pages that use it, after the page is interactive:
// the member forms, min side and the film-club panel. Public pages therefore do not carry
// their code, and the build renders a placeholder of the same height (no layout shift).
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import styled from 'styled-components'
import { Alert } from '../../../components/ui/form'
import { useHydrated } from '../../../hooks/use-hydrated'
import type { BlockName, BlockProps } from '../../../contract'

class ChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    console.error('bundle loading error', error)
  }
  override render() {
    return this.state.failed ? (
      <Alert>
        Denne delen av siden kunne ikke lastes. Sjekk nettforbindelsen og last siden på nytt.
      </Alert>
    ) : (
      this.props.children
    )
  }
}

type Options = {
  what: string
  minHeight: string
  /** What a visitor without JavaScript reads instead. */
  noscript?: string
}

export const clientOnlyBlock = <N extends BlockName>(
  load: () => Promise<{ default: ComponentType<BlockProps<N>> }>,
  {
    what,
    minHeight,
    noscript = 'Kinoklubben trenger JavaScript. Slå på JavaScript i nettleseren for å bruke den.',
  }: Options,
): ComponentType<BlockProps<N>> => {
  const Lazy = lazy(load)
  const ClientOnly = (props: BlockProps<N>) => {
    const hydrated = useHydrated()
    const loading = <p role="status">Laster {what} …</p>
    return (
      <Slot style={{ minHeight }}>
        <noscript>
          <p>{noscript}</p>
        </noscript>
        {hydrated && (
          <ChunkBoundary>
            <Suspense fallback={loading}>
              <Lazy {...props} />
            </Suspense>
          </ChunkBoundary>
        )}
      </Slot>
    )
  }
  return ClientOnly
}

const Slot = styled.div`
  margin: 1.5rem 0;
`
