import { useCallback, useState } from 'react';
import { failureText, runOperation } from '@tiles/shared';
import type { CustomerOrder } from '../order-history/types';
import { CONFIRM_GUEST_CANCEL, REQUEST_GUEST_CANCEL } from './guestOrder.gql';

export type GuestCancelStep = 'ask' | 'requested' | 'confirm' | 'done';

/** Statuses a guest may still cancel from: nothing has left the warehouse. */
const CANCELLABLE = new Set(['pending', 'processing']);

/**
 * A guest cancels in two steps, as Magento 2.4.8 does: ask (a reason; the store mails a link to the order's address),
 * then confirm on the page that link opens (`confirm_cancel=<key>`). Opening the link changes nothing by itself: a
 * mail scanner that follows links cannot cancel an order; the shopper's button does.
 */
export function useGuestCancel(
  token: string | null,
  confirmKey: string | null,
  order: CustomerOrder | null,
  onOrder: (o: CustomerOrder) => void,
) {
  const [step, setStep] = useState<GuestCancelStep>(confirmKey ? 'confirm' : 'ask');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleRequest = useCallback(
    async (reason: string) => {
      if (!token || !reason) return;
      setBusy(true);
      setError(null);
      const res = await runOperation(REQUEST_GUEST_CANCEL, { token, reason });
      setBusy(false);
      const refusal = res.error ? failureText(res.error) : res.data.requestGuestOrderCancel?.error;
      if (refusal) setError(refusal);
      else setStep('requested');
    },
    [token],
  );

  const handleConfirm = useCallback(async () => {
    if (!order || !confirmKey) return;
    setBusy(true);
    setError(null);
    const res = await runOperation(CONFIRM_GUEST_CANCEL, { orderId: order.id, key: confirmKey });
    setBusy(false);
    if (res.error) return setError(failureText(res.error));
    const answer = res.data.confirmCancelOrder;
    if (answer?.order) onOrder(answer.order);
    if (answer?.error) setError(answer.error);
    else setStep('done');
  }, [order, confirmKey, onOrder]);

  return {
    step,
    busy,
    error,
    canCancel: !!token && !!order && CANCELLABLE.has(order.status_code),
    handleRequest,
    handleConfirm,
  };
}
