import { useEffect, useState } from 'react';
import { isPincode, presentItems, runOperation } from '@tiles/shared';
import { withCart } from '../cart-identity/cartSession';
import type { MoneyValue } from '../cart-identity/types';
import { ESTIMATE_DELIVERY } from './cartPage.gql';

export type DeliveryEstimate =
  { kind: 'none' } | { kind: 'cost'; pincode: string; amount: MoneyValue | null } | { kind: 'unserved'; pincode: string };

/**
 * What delivery to the cart's pincode costs, asked again whenever the pincode or the cart's total changes (free
 * delivery starts at a subtotal): the cheapest method the store offers there, or that it does not deliver there.
 */
export function useDeliveryEstimate(pincode: string, grandTotal: number | null | undefined): DeliveryEstimate {
  const [estimate, setEstimate] = useState<DeliveryEstimate>({ kind: 'none' });
  useEffect(() => {
    if (!isPincode(pincode)) return setEstimate({ kind: 'none' });
    let current = true;
    void withCart((ctx) => runOperation(ESTIMATE_DELIVERY, { cartId: ctx.cartId, pincode }, { token: ctx.token })).then((res) => {
      if (!current || res.error) return;
      const methods = presentItems(res.data.estimateShippingMethods);
      const cheapest = [...methods].sort((a, b) => (a.amount?.value ?? 0) - (b.amount?.value ?? 0))[0];
      setEstimate(cheapest ? { kind: 'cost', pincode, amount: cheapest.amount } : { kind: 'unserved', pincode });
    });
    return () => {
      current = false;
    };
  }, [pincode, grandTotal]);
  return estimate;
}
