// The checkout's return page: the ticketing partner sends the buyer back here with the
// order in the query string. Shows the receipt and, with the visitor's consent to
// statistics, reports the purchase once per order (a reload does not count it again).
// Loaded on demand by its client-only block (src/app/blocks/registry.tsx), after the page is interactive:
// the order is in the query string, which the built page cannot know.
import { useContext, useEffect, useMemo } from 'react'
import { SmartLink } from '../../components/ui/SmartLink'
import { Alert } from '../../components/ui/form'
import { trackPurchase } from '../../features/consent/analytics'
import { Receipt } from '../../features/checkout/components/Receipt'
import { orderFromQuery } from '../../features/checkout/order'
import { firstTimeSeen } from '../../features/checkout/reported-orders'
import { PageLocationContext } from '../../components/page-context/PageLocation'
import { PAGE_PATHS } from '../../contract'
import { useAppSelector } from '../../client/redux/hooks'
import { selectIsMember } from '../../session/session'

const PurchaseReceipt = () => {
  const { search } = useContext(PageLocationContext)
  const order = useMemo(() => orderFromQuery(search), [search])
  const member = useAppSelector(selectIsMember)

  useEffect(() => {
    if (!order || !firstTimeSeen(order.id)) return
    const category = order.category === 'film' ? 'Film' : 'Kultur'
    trackPurchase(
      order.id,
      [{ id: order.eventId, name: order.title, listName: 'Billettkjøp', category }],
      order.amount,
    )
  }, [order])

  if (!order)
    return (
      <Alert>
        Vi fant ingen ordre i lenken. Har du kjøpt billetter, står kvitteringen i e-posten fra
        billettsystemet.
      </Alert>
    )
  return (
    <>
      <Receipt order={order} />
      <p>
        {member ? (
          <SmartLink href={PAGE_PATHS.minSide}>Se billettene dine på Min side</SmartLink>
        ) : (
          <SmartLink href={PAGE_PATHS.programme}>Tilbake til kinoprogrammet</SmartLink>
        )}
      </p>
    </>
  )
}

export default PurchaseReceipt
