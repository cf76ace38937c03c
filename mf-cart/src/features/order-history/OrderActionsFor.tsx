import { OrderActions } from './OrderActions';
import { useOrderActions } from './useOrderActions';
import type { CustomerOrder } from './types';

export interface OrderCancellation {
  enabled: boolean;
  reasons: string[];
}

/** One order's actions wired to their hook. */
export function OrderActionsFor(p: { order: CustomerOrder; cancellation: OrderCancellation; onOrderChanged: (o: CustomerOrder) => void }) {
  const a = useOrderActions(p.order, p.cancellation.enabled, p.onOrderChanged);
  return (
    <OrderActions
      orderNumber={p.order.number}
      canCancel={a.canCancel}
      reasons={p.cancellation.reasons}
      busy={a.busy}
      message={a.message}
      onCancel={a.handleCancel}
      onReorder={a.handleReorder}
    />
  );
}
