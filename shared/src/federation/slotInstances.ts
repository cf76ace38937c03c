import type { RemoteModuleId, RemoteModules } from '../contracts/remotes';

/**
 * Modules a page shows many times (each card's "Add to cart"): which instance a server render is for. The shell's
 * server writes the key beside each instance's HTML (`data-ssr-key`) and the slot in the browser asks for its own
 * instance's HTML by the same key, so card 7's live slot shows card 7's server button until the cart is live.
 */
const INSTANCE_KEYS: { [K in RemoteModuleId]?: (props: RemoteModules[K]) => string } = {
  // A product's button on a card and on its own page draw differently (the latter says what it will add).
  'mf_cart/AddToCart': ({ sku, withQuantity }) => (withQuantity ? `${sku} full` : sku),
};

export function slotInstanceKey<K extends RemoteModuleId>(id: K, props: RemoteModules[K]): string | undefined {
  const keyOf = INSTANCE_KEYS[id] as ((p: RemoteModules[K]) => string) | undefined;
  return keyOf?.(props);
}
