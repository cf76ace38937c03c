import { failureText, takeEarlyActivations } from '@tiles/shared';
import { requestCartOpen } from '../cart-identity/cartOpenRequest';
import { addProduct } from './addProduct';

/** An add made for a click on the server's "Add to cart" before any code ran, for that card's live button to show. */
export interface EarlyAdd {
  pending: boolean;
  error: string | null;
  added: boolean;
}

const adds = new Map<string, EarlyAdd>();
const listeners = new Set<() => void>();
const SKU = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
/** More than any real order line: a value past it is not what a button of ours wrote. */
const MOST_BOXES = 10_000;

function set(sku: string, add: EarlyAdd): void {
  adds.set(sku, add);
  listeners.forEach((l) => l());
}

/**
 * Adds what the shopper asked for by clicking a server-rendered "Add to cart" before any of the app's code ran
 * (recorded by the page's loader: shared/src/federation/earlyActivation.ts), as soon as the cart's code is here:
 * not after the page and the card are hydrated. Each click is taken once; its sku (the slot's key) and boxes (the
 * button's attribute) are checked like any input from the page. The card's live button shows the add's progress and
 * outcome (useAddToCart), and the mini cart opens as for any add.
 */
export function addEarlyClicks(): void {
  for (const { key: sku, value } of takeEarlyActivations('mf_cart/AddToCart')) {
    const boxes = Number(value);
    if (!SKU.test(sku) || !Number.isInteger(boxes) || boxes < 1 || boxes > MOST_BOXES || adds.get(sku)?.pending) continue;
    set(sku, { pending: true, error: null, added: false });
    void addProduct(sku, boxes).then((res) => {
      set(sku, { pending: false, error: res.error ? failureText(res.error) : null, added: !res.error });
      if (!res.error) requestCartOpen();
    });
  }
}

export const earlyAddOf = (sku: string): EarlyAdd | null => adds.get(sku) ?? null;

/** The shopper's own next add of this product replaces what its early add said. */
export function forgetEarlyAdd(sku: string): void {
  if (adds.get(sku)?.pending === false && adds.delete(sku)) listeners.forEach((l) => l());
}

export function subscribeEarlyAdds(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
