// One showing in a list. It carries its start time in data-start, and its facets in data-f
// where the list can be filtered, so that HideShowings (in the head) can hide started and
// filtered-out showings before paint; React hides the same ones once it knows the time and
// the URL's filter, without moving anything the visitor is looking at.
import type { ReactNode } from 'react'

type Props = {
  startTime: string
  now: number | null
  children: ReactNode
  className?: string
  /** The showing's facets (src/lib/programme-filter.ts), where a filter applies. */
  facets?: string
  /** Filtered out by the visitor's filter. */
  filteredOut?: boolean
}

export const Showing = ({ startTime, now, children, className, facets, filteredOut }: Props) => {
  const start = Date.parse(startTime)
  return (
    <li
      className={className}
      data-start={start}
      data-f={facets}
      hidden={(now !== null && start < now) || filteredOut}
    >
      {children}
    </li>
  )
}
