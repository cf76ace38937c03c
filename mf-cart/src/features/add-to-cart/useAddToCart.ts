import { useCallback, useRef, useState } from 'react';
import { getBus, type AddToCartProps } from '@tiles/shared';
import { addProduct } from './addProduct';
import { planBoxes } from './quantity';

/** Adds the boxes the page asked for (`boxes`: the catalogue calculator's result on a product page, else 1). */
export function useAddToCart({ sku, name, sqftPerBox, boxes = 1 }: AddToCartProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  // A ref, not state: two clicks in the same frame both see the state before the re-render.
  const inFlight = useRef(false);
  const plan = planBoxes(boxes, sqftPerBox);

  const handleAdd = useCallback(async () => {
    if (inFlight.current || !plan) return;
    inFlight.current = true;
    setPending(true);
    setError(null);
    setStatus('');
    const res = await addProduct(sku, plan.boxes);
    inFlight.current = false;
    setPending(false);
    if (res.error) {
      setError(res.error.message);
      return;
    }
    setStatus(`Added ${plan.boxes} ${plan.boxes === 1 ? 'box' : 'boxes'} of ${name} to your cart.`);
    getBus().publish('cart:open-requested', { source: 'add-to-cart' });
  }, [plan, sku, name]);

  return { plan, pending, error, status, handleAdd };
}
