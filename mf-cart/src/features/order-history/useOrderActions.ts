import { useCallback, useState } from 'react';
import { failureText, PATHS, presentItems, runOperation, useNavigate } from '@tiles/shared';
import { saveCart } from '../cart-identity/cartSession';
import { readToken, writeCartId } from '../cart-identity/tokenStore';
import { CANCEL_ORDER, REORDER_ITEMS } from './orderActions.gql';
import type { CustomerOrder } from './types';

/** Statuses Magento lets a shopper cancel from: nothing has left the warehouse. */
const CANCELLABLE = new Set(['pending', 'processing']);

/**
 * A signed-in shopper's actions on one order: cancel it (a reason from the store's list) while nothing has shipped,
 * and order the same tiles again (they go into the cart, which opens). The new order state replaces the old one
 * through `onOrderChanged`.
 */
export function useOrderActions(order: CustomerOrder, cancellationEnabled: boolean, onOrderChanged: (order: CustomerOrder) => void) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'cancel' | 'reorder' | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const handleCancel = useCallback(
    async (reason: string) => {
      if (!reason) return;
      setBusy('cancel');
      setMessage(null);
      const res = await runOperation(CANCEL_ORDER, { orderId: order.id, reason }, { token: readToken() });
      setBusy(null);
      if (res.error) return setMessage({ text: failureText(res.error), error: true });
      const answer = res.data.cancelOrder;
      if (answer?.order) onOrderChanged(answer.order);
      setMessage(answer?.error ? { text: answer.error, error: true } : null);
    },
    [order.id, onOrderChanged],
  );

  const handleReorder = useCallback(async () => {
    setBusy('reorder');
    setMessage(null);
    const res = await runOperation(REORDER_ITEMS, { orderNumber: order.number }, { token: readToken() });
    setBusy(null);
    if (res.error) return setMessage({ text: failureText(res.error), error: true });
    const { cart, userInputErrors } = res.data.reorderItems ?? { cart: null, userInputErrors: [] };
    const problems = presentItems(userInputErrors).map((e) => e.message);
    if (cart) {
      writeCartId(cart.id);
      saveCart(cart, 'added');
    }
    if (problems.length) return setMessage({ text: problems.join(' '), error: true });
    navigate(PATHS.cart);
  }, [order.number, navigate]);

  return {
    canCancel: cancellationEnabled && CANCELLABLE.has(order.status_code),
    busy,
    message,
    handleCancel,
    handleReorder,
  };
}
