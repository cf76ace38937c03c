import { useCallback, useRef, useState } from 'react';
import { getBus, type AddToCartProps } from '@tiles/shared';
import { addProduct } from './addProduct';
import { planQuantity, type QuantityMode } from './quantity';

export function useAddToCart({ sku, name, sqftPerBox, boxes = 1, withQuantity = false }: AddToCartProps) {
  const [mode, setMode] = useState<QuantityMode>('boxes');
  const [entry, setEntry] = useState(String(boxes));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  // A ref, not state: two clicks in the same frame both see the state before the re-render.
  const inFlight = useRef(false);

  const plan = withQuantity ? planQuantity(mode, entry, sqftPerBox) : planQuantity('boxes', String(boxes), sqftPerBox);
  const entryError = withQuantity && !plan ? (mode === 'boxes' ? 'Enter a whole number of boxes.' : 'Enter the area in sq.ft.') : null;

  const handleModeChange = useCallback((next: QuantityMode) => {
    setMode(next);
    setEntry(next === 'boxes' ? '1' : '');
    setError(null);
  }, []);

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

  return { mode, entry, plan, entryError, pending, error, status, handleModeChange, handleEntryChange: setEntry, handleAdd };
}
