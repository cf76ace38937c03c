import { getBus, LOCAL_KEYS } from '@tiles/shared';
import { publishCart } from './cartSession';
import { readCartData, readToken } from './tokenStore';

let installed = false;

/*
 * Another tab changed the cart or signed in/out: localStorage tells us through the storage event
 * (which only fires in the *other* tabs, so this never loops). Re-publishing on this tab's bus lets
 * every remote here (header badge, pages) catch up without a reload. Installed once per page.
 */
export function installCrossTabSync(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('storage', (event) => {
    if (event.key === LOCAL_KEYS.cartData || event.key === LOCAL_KEYS.cartId) publishCart(readCartData(), 'updated');
    if (event.key === LOCAL_KEYS.userToken) getBus().publish('customer:changed', { signedIn: readToken() !== null });
  });
}
