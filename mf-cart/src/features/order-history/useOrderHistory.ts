import { useCallback, useEffect, useState } from 'react';
import { presentItems, runOperation, failureText } from '@tiles/shared';
import { readToken } from '../cart-identity/tokenStore';
import { CUSTOMER_ORDERS } from './orderHistory.gql';
import type { OrderCancellation } from './OrderActionsFor';
import type { CustomerOrder } from './types';

/**
 * The signed-in customer's orders, newest first (the 20 latest: a tile buyer orders a few times a year), with the
 * store's cancellation settings; an order changed by an action (cancelled) replaces its old self.
 */
export function useOrderHistory() {
  const [orders, setOrders] = useState<CustomerOrder[]>([]);
  const [cancellation, setCancellation] = useState<OrderCancellation>({ enabled: false, reasons: [] });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void runOperation(CUSTOMER_ORDERS, { pageSize: 20 }, { token: readToken() }).then((res) => {
      if (res.error) setError(failureText(res.error));
      else {
        setOrders(presentItems(res.data.customer?.orders?.items));
        const config = res.data.storeConfig;
        setCancellation({
          enabled: config?.order_cancellation_enabled === true,
          reasons: presentItems(config?.order_cancellation_reasons).map((r) => r.description),
        });
      }
      setLoading(false);
    });
  }, []);

  const handleOrderChanged = useCallback((changed: CustomerOrder) => {
    setOrders((list) => list.map((o) => (o.number === changed.number ? changed : o)));
  }, []);

  return { orders, cancellation, loading, error, handleOrderChanged };
}
