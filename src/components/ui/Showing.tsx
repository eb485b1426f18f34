// One showing in a list. It carries its start time in data-start so that past showings can
// be hidden before paint by HidePastShowings (in the head), and React hides them too once
// it knows the time, without moving anything the visitor is looking at.
import type { ReactNode } from 'react'

type Props = { startTime: string; now: number | null; children: ReactNode; className?: string }

export const Showing = ({ startTime, now, children, className }: Props) => {
  const start = Date.parse(startTime)
  return (
    <li className={className} data-start={start} hidden={now !== null && start < now}>
      {children}
    </li>
  )
}
