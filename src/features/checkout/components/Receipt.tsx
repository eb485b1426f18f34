// The receipt summary on the checkout's return page.
import styled from 'styled-components'
import { formatDay, formatTime } from '../../../lib/dates'
import { theme } from '../../../client/theme'
import type { Order } from '../order'
import { showingCalendarPath } from '../../../contract/paths'

const kroner = (amount: number) => `${amount.toLocaleString('nb-NO')} kr`

export const Receipt = ({ order }: { order: Order }) => (
  <section aria-labelledby="kvittering-tittel">
    <h2 id="kvittering-tittel">Takk for kjøpet!</h2>
    <p>Billettene er sendt til e-postadressen du oppga i kassen.</p>
    <Summary>
      <div>
        <dt>Ordrenummer</dt>
        <dd>{order.id}</dd>
      </div>
      <div>
        <dt>{order.category === 'film' ? 'Film' : 'Arrangement'}</dt>
        <dd>{order.title}</dd>
      </div>
      <div>
        <dt>Tid</dt>
        <dd>
          <time dateTime={order.startTime}>
            {formatDay(order.startTime)} kl. {formatTime(order.startTime)}
          </time>
        </dd>
      </div>
      <div>
        <dt>Antall billetter</dt>
        <dd>{order.count}</dd>
      </div>
      <div>
        <dt>Sum</dt>
        <dd>{kroner(order.amount)}</dd>
      </div>
    </Summary>
    {/* The build publishes every showing's calendar file by its event id. */}
    <p>
      <a href={showingCalendarPath(order.eventId)} download>
        Legg visningen i kalenderen
      </a>
    </p>
  </section>
)

const Summary = styled.dl`
  display: grid;
  gap: 0.5rem;
  margin: 1rem 0 1.5rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${theme.colour.line};
  border-radius: 0.5rem;
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 1rem;
  }
  dt {
    min-width: 9rem;
    color: ${theme.colour.inkMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`
