import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { type AddToCartProps, failureText } from '@tiles/shared';
import { requestCartOpen } from '../cart-identity/cartOpenRequest';
import { addProduct } from './addProduct';
import { earlyAddOf, forgetEarlyAdd, subscribeEarlyAdds } from './earlyAdds';
import { planBoxes } from './quantity';
import { useUnits } from '../cart-identity/format';
import { addToCartMessages } from './i18n/messages';

/** Adds the boxes the page asked for (`boxes`: the catalogue calculator's result on a product page, else 1). */
export function useAddToCart({ sku, name, sqftPerBox, boxes = 1 }: AddToCartProps) {
  const t = addToCartMessages.useT();
  const units = useUnits();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  // A ref, not state: two clicks in the same frame both see the state before the re-render.
  const inFlight = useRef(false);
  const plan = planBoxes(boxes, sqftPerBox);

  const handleAdd = useCallback(async () => {
    if (inFlight.current || !plan || earlyAddOf(sku)?.pending) return;
    inFlight.current = true;
    forgetEarlyAdd(sku);
    setPending(true);
    setError(null);
    setStatus('');
    const res = await addProduct(sku, plan.boxes);
    inFlight.current = false;
    setPending(false);
    if (res.error) {
      setError(failureText(res.error));
      return;
    }
    setStatus(t('added', { boxes: units.boxes(plan.boxes), name }));
    requestCartOpen();
  }, [plan, sku, name, t, units]);

  // A click on this card's server button before any code ran was added by earlyAdds: this button shows that add.
  const early = useSyncExternalStore(
    subscribeEarlyAdds,
    () => earlyAddOf(sku),
    () => null,
  );
  const earlyStatus = early?.added && plan ? t('added', { boxes: units.boxes(plan.boxes), name }) : '';
  return {
    plan,
    pending: pending || (early?.pending ?? false),
    error: error ?? early?.error ?? null,
    status: status || earlyStatus,
    handleAdd,
  };
}
