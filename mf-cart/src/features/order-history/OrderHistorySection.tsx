import { OrderHistory } from './OrderHistory';
import { useOrderHistory } from './useOrderHistory';

/** Order history wired to its hook (mounted only for a signed-in customer). */
export function OrderHistorySection() {
  return <OrderHistory {...useOrderHistory()} />;
}
