import { useEffect } from 'react';
import { OrderHistory } from './OrderHistory';
import { useOrderHistory } from './useOrderHistory';

/** Magento's order page path, which the order mails link to: `/sales/order/view/order_id/<entity id>/`. */
const ORDER_PAGE = /^\/sales\/order\/view\/order_id\/(\d{1,12})\/?$/i;

/**
 * Order history wired to its hook (mounted only for a signed-in customer). On a mail's order link the order named
 * there is open and scrolled into view once the list is here (CustomerOrder.id is the base64 of the entity id).
 */
export function OrderHistorySection({ pathname }: { pathname: string }) {
  const history = useOrderHistory();
  const entityId = ORDER_PAGE.exec(pathname)?.[1];
  const openOrderId = entityId ? btoa(entityId) : null;
  const openNumber = history.orders.find((o) => o.id === openOrderId)?.number;
  useEffect(() => {
    if (openNumber) document.getElementById(`order-${openNumber}`)?.scrollIntoView({ block: 'start' });
  }, [openNumber]);
  return <OrderHistory {...history} onOrderChanged={history.handleOrderChanged} openOrderId={openOrderId} />;
}
