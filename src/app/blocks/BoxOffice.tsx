// When the box office opens today: a fixed time before the day's first showing (the site's
// rule, «en time før første visning»), worked out in the browser from the day's showings,
// so a page built days ago still says today's time; on a day without showings it says the
// box office is closed, and when it opens next. The build's HTML gives the rule alone.
import { SectionHeading } from '../../components/ui/Card'
import { useNow } from '../../hooks/use-now'
import { formatDayKey, formatTime, osloDayKey } from '../../lib/dates'
import type { BlockProps } from '../../contract'

const before = (minutes: number) =>
  minutes === 60 ? 'en time' : minutes % 60 === 0 ? `${minutes / 60} timer` : `${minutes} minutter`

export const boxOfficeText = (
  days: Record<string, string>,
  minutesBefore: number,
  now: number | null,
): string => {
  const rule = `${before(minutesBefore)} før første visning`
  if (now === null) return `Billettluka åpner ${rule}.`
  const opensFor = (start: string) =>
    formatTime(new Date(Date.parse(start) - minutesBefore * 60_000).toISOString())
  const today = osloDayKey(new Date(now))
  const first = days[today]
  if (first) {
    const opens = Date.parse(first) - minutesBefore * 60_000
    return `${now < opens ? 'Billettluka åpner' : 'Billettluka åpnet'} i dag kl. ${opensFor(first)}, ${rule} kl. ${formatTime(first)}.`
  }
  const next = Object.keys(days)
    .filter((day) => day > today)
    .sort()[0]
  return next
    ? `Billettluka er stengt i dag: det er ingen visninger. Den åpner igjen ${formatDayKey(next)} kl. ${opensFor(days[next]!)}.`
    : 'Billettluka er stengt i dag: det er ingen visninger.'
}

export const BoxOffice = ({ props, data }: BlockProps<'BoxOffice'>) => {
  const { heading = 'Billettluka', minutesBefore } = props
  const now = useNow()
  return (
    <section aria-labelledby="billettluka-tittel">
      <SectionHeading id="billettluka-tittel">{heading}</SectionHeading>
      <p>{boxOfficeText(data.days ?? {}, minutesBefore, now)}</p>
    </section>
  )
}
