import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { getBus, PATHS } from '@tiles/shared';
import { readToken } from '../cart-identity/tokenStore';
import { wishlistMessages } from './i18n/messages';
import { loadWishlist, removeFromWishlist, saveToWishlist, subscribeWishlist, unknownSnapshot, wishlistSnapshot } from './wishlistStore';

/** Where a guest's tap goes: the account page signs in, then saves the tile (see useSaveAfterSignIn). */
export const signInToSaveUrl = (sku: string): string => `${PATHS.account}?save=${encodeURIComponent(sku)}`;

/** A heart beside "Add to cart": pressed while the tile is in the signed-in customer's wishlist. */
export function useSaveToWishlist(sku: string, name: string, goTo: (url: string) => void = (url) => window.location.assign(url)) {
  const t = wishlistMessages.useT();
  // The server's snapshot is "unknown" (unpressed): hydration draws what the server drew; the list arrives after.
  const wishlist = useSyncExternalStore(subscribeWishlist, wishlistSnapshot, unknownSnapshot);
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  useEffect(() => {
    void loadWishlist();
    // Signing in or out elsewhere on the page: the load reads the new customer's list (or none), once for all buttons.
    return getBus().subscribe('customer:changed', () => void loadWishlist());
  }, []);

  const saved = wishlist.items.has(sku);
  const handleToggle = useCallback(async () => {
    if (inFlight.current) return;
    if (!readToken()) {
      goTo(signInToSaveUrl(sku));
      return;
    }
    inFlight.current = true;
    setPending(true);
    setError(null);
    setStatus('');
    const res = saved ? await removeFromWishlist(sku) : await saveToWishlist(sku);
    inFlight.current = false;
    setPending(false);
    if (res.error) setError(t(saved ? 'removeFailed' : 'saveFailed', { name }));
    else setStatus(t(res.data.items.has(sku) ? 'saved' : 'removed', { name }));
  }, [saved, sku, name, t, goTo]);

  return { saved, pending, status, error, handleToggle };
}
