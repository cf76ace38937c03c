import { GuestCancel } from './GuestCancel';
import { GuestOrderView } from './GuestOrderView';
import { useGuestCancel } from './useGuestCancel';
import { useGuestOrder, type GuestOrderState } from './useGuestOrder';

interface Props {
  token?: string | null;
  confirmKey?: string | null;
  /** What the server drew (the form posted without scripts, or the empty form). */
  initial?: GuestOrderState;
}

/**
 * The guest order look-up wired to its hooks. `token` (an order mail's link) shows that order at once, with
 * cancelling while it can be; `confirmKey` (the cancellation mail's link) asks for the one confirming tap.
 */
export function GuestOrderSection({ token = null, confirmKey = null, initial }: Props) {
  const g = useGuestOrder(token, initial);
  const c = useGuestCancel(token, confirmKey, g.order, g.handleOrderChanged);
  const cancel =
    g.order && g.cancelReasons && (c.canCancel || c.step === 'done') ? (
      <GuestCancel
        orderNumber={g.order.number}
        step={c.step}
        reasons={g.cancelReasons}
        busy={c.busy}
        error={c.error}
        onRequest={c.handleRequest}
        onConfirm={c.handleConfirm}
      />
    ) : null;
  return <GuestOrderView {...g} onSubmit={g.handleSubmit} cancel={cancel} />;
}
