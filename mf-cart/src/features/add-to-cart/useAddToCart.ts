import { useCallback, useRef, useState } from 'react';
import { getBus, type AddToCartProps } from '@tiles/shared';
import { addProduct } from './addProduct';
import { planQuantity, type QuantityMode } from './quantity';
import { useUnits } from '../cart-identity/format';
import { addToCartMessages } from './i18n/messages';

export function useAddToCart({ sku, name, sqftPerBox, boxes = 1, withQuantity = false }: AddToCartProps) {
  const t = addToCartMessages.useT();
  const units = useUnits();
  const [mode, setMode] = useState<QuantityMode>('boxes');
  const [entry, setEntry] = useState(String(boxes));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  // A ref, not state: two clicks in the same frame both see the state before the re-render.
  const inFlight = useRef(false);

  const plan = withQuantity ? planQuantity(mode, entry, sqftPerBox) : planQuantity('boxes', String(boxes), sqftPerBox);
  const entryError = withQuantity && !plan ? t(mode === 'boxes' ? 'wholeBoxes' : 'enterArea') : null;

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
    setStatus(t('added', { boxes: units.boxes(plan.boxes), name }));
    getBus().publish('cart:open-requested', { source: 'add-to-cart' });
  }, [plan, sku, name, t, units]);

  return { mode, entry, plan, entryError, pending, error, status, handleModeChange, handleEntryChange: setEntry, handleAdd };
}
