import { useCallback, useSyncExternalStore } from 'react';
import { sampleSkuOf, useLocation, type AddToCartProps } from '@tiles/shared';
import type { AddRefusal } from './addToCartServer';
import { addToCart, NO_ADD, productAddOf, subscribeProductAdds } from './productAdds';
import { planBoxes } from './quantity';
import { useUnits } from '../cart-identity/format';
import { addToCartMessages } from './i18n/messages';

/**
 * Adds the boxes the page asked for (`boxes`: the catalogue calculator's result on a product page, else 1).
 * `refused`: the store's answer to the form posted without scripts, shown by that product's button until it adds again.
 */
export function useAddToCart({ sku, name, sqftPerBox, boxes = 1 }: AddToCartProps, refused?: AddRefusal) {
  const { pathname, search } = useLocation();
  const t = addToCartMessages.useT();
  const units = useUnits();
  const plan = planBoxes(boxes, sqftPerBox);
  // The product's last add, whichever button made it (this one, or the form sent before this module was live).
  // The server knows of no add: it draws the button idle.
  const add = useSyncExternalStore(
    subscribeProductAdds,
    () => productAddOf(sku),
    () => NO_ADD,
  );

  // The tile's sample is a product of its own (one piece, whatever the calculator says), with its own last add.
  const sampleSku = sampleSkuOf(sku);
  const sample = useSyncExternalStore(
    subscribeProductAdds,
    () => productAddOf(sampleSku),
    () => NO_ADD,
  );

  const handleAdd = useCallback(() => {
    if (plan) void addToCart(sku, plan.boxes);
  }, [plan, sku]);
  const handleSample = useCallback(() => void addToCart(sampleSku, 1), [sampleSku]);

  const refusalOf = (which: string, last: typeof add) => (last === NO_ADD && refused?.sku === which ? refused.text : null);
  return {
    plan,
    returnTo: pathname + search,
    pending: add.pending,
    error: add.error ?? refusalOf(sku, add),
    status: add.addedBoxes === null ? '' : t('added', { boxes: units.boxes(add.addedBoxes), name }),
    handleAdd,
    sample: {
      sku: sampleSku,
      pending: sample.pending,
      error: sample.error ?? refusalOf(sampleSku, sample),
      status: sample.addedBoxes === null ? '' : t('sampleAdded', { name }),
    },
    handleSample,
  };
}
