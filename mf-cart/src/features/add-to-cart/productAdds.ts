import { failureText } from '@tiles/shared';
import { requestCartOpen } from '../cart-identity/cartOpenRequest';
import { addProduct } from './addProduct';

/** The last add of one product in this page: every "Add to cart" of that product shows it. */
export interface ProductAdd {
  pending: boolean;
  error: string | null;
  /** The boxes the last add put in the cart (null: none yet, or it failed). */
  addedBoxes: number | null;
}

export const NO_ADD: ProductAdd = { pending: false, error: null, addedBoxes: null };

const adds = new Map<string, ProductAdd>();
const listeners = new Set<() => void>();

function set(sku: string, add: ProductAdd): void {
  adds.set(sku, add);
  listeners.forEach((l) => l());
}

export const productAddOf = (sku: string): ProductAdd => adds.get(sku) ?? NO_ADD;

export function subscribeProductAdds(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Adds `boxes` of `sku` to the cart and opens the mini cart when done. One add of a product at a time: a second
 * click while the first is on its way adds nothing (a double tap, or a button drawn twice for the same product).
 */
export async function addToCart(sku: string, boxes: number): Promise<void> {
  if (productAddOf(sku).pending) return;
  set(sku, { pending: true, error: null, addedBoxes: null });
  const res = await addProduct(sku, boxes);
  set(sku, { pending: false, error: res.error ? failureText(res.error) : null, addedBoxes: res.error ? null : boxes });
  if (!res.error) requestCartOpen();
}
