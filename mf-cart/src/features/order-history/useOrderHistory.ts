import { useEffect, useState } from 'react';
import { presentItems, runOperation, failureText } from '@tiles/shared';
import { readToken } from '../cart-identity/tokenStore';
import { CUSTOMER_ORDERS } from './orderHistory.gql';
import type { CustomerOrder } from './types';

/** The signed-in customer's orders, newest first (the 20 latest: a tile buyer orders a few times a year). */
export function useOrderHistory() {
  const [orders, setOrders] = useState<CustomerOrder[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void runOperation(CUSTOMER_ORDERS, { pageSize: 20 }, { token: readToken() }).then((res) => {
      if (res.error) setError(failureText(res.error));
      else setOrders(presentItems(res.data.customer?.orders?.items));
      setLoading(false);
    });
  }, []);

  return { orders, loading, error };
}
