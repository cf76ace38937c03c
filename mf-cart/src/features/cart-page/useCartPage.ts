import { failureText } from '@tiles/shared';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { isPincode, readPincodeCookie, writePincodeCookie } from '@tiles/shared';
import { useDeliveryEstimate } from './useDeliveryEstimate';
import { loadCart } from '../cart-identity/cartSession';
import { runCartMutation } from '../cart-identity/cartMutation';
import { useCartData } from '../cart-identity/useCartData';
import { cartItems, type CartItem } from '../cart-identity/types';
import { REMOVE_ITEM } from '../mini-cart/miniCart.gql';
import type { CartPageData } from './cartPageData';
import { APPLY_COUPON, REMOVE_COUPON, SET_PINCODE, UPDATE_ITEMS } from './cartPage.gql';
import { cartPageMessages } from './i18n/messages';

export interface PageMessage {
  text: string;
  kind: 'ok' | 'error';
  /** Which part of the page it belongs to, so it is shown next to that part. */
  area: 'items' | 'pincode' | 'coupon';
  /** The store's answer to a row's form posted without scripts: a new page, so it is said in view, not only to a screen reader. */
  drawn?: boolean;
}

const noChange = () => () => undefined;

/**
 * `drawn`: the cart the server drew from the shopper's cookie, shown until this browser's own cart has loaded, and
 * its notice (what a row's form posted without scripts did or why it was refused), shown until the shopper acts here.
 */
export function useCartPage(drawn?: CartPageData) {
  const t = cartPageMessages.useT();
  const stored = useCartData();
  const [loading, setLoading] = useState(true);
  const cart = stored === undefined || (loading && stored === null) ? (drawn?.cart ?? stored ?? null) : stored;
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const notice = drawn?.notice;
  const [message, setMessage] = useState<PageMessage | null>(
    notice ? { text: notice.text, kind: notice.kind, area: 'items', drawn: true } : null,
  );
  // The server's HTML (and the hydration of it) leaves every button pressable, since a form posted without scripts
  // is answered by the store; once live, the row's Update waits for a changed quantity as it always has.
  const live = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  // A refused row keeps what the shopper typed there, until anything else happens on the page.
  const refused = message?.drawn && notice?.kind === 'error' ? notice : null;
  const refusedRow = refused?.uid && refused.typed !== undefined ? { uid: refused.uid, typed: refused.typed } : null;

  useEffect(() => {
    void loadCart().then((res) => {
      setLoadError(res.error ? failureText(res.error) : null);
      setLoading(false);
    });
  }, []);

  const run = useCallback(
    async (key: string, area: PageMessage['area'], action: () => ReturnType<typeof runCartMutation>, success: string) => {
      setBusy(key);
      setMessage(null);
      const res = await action();
      setBusy(null);
      setMessage(res.error ? { text: failureText(res.error), kind: 'error', area } : { text: success, kind: 'ok', area });
      return !res.error;
    },
    [],
  );

  const handleQuantity = useCallback(
    (item: CartItem, quantity: number) =>
      run(
        `qty:${item.uid}`,
        'items',
        () => runCartMutation(UPDATE_ITEMS, 'updateCartItems', { items: [{ cart_item_uid: item.uid, quantity }] }, 'updated'),
        t('quantityUpdated', { name: item.product.name, quantity }),
      ),
    [run, t],
  );

  const handleRemove = useCallback(
    (item: CartItem) =>
      run(
        `rm:${item.uid}`,
        'items',
        () => runCartMutation(REMOVE_ITEM, 'removeItemFromCart', { uid: item.uid }, 'removed'),
        t('removed', { name: item.product.name }),
      ),
    [run, t],
  );

  const handlePincode = useCallback(
    async (pincode: string) => {
      if (!isPincode(pincode)) {
        setMessage({ text: t('invalidPincode'), kind: 'error', area: 'pincode' });
        return false;
      }
      writePincodeCookie(pincode);
      return run(
        'pincode',
        'pincode',
        () => runCartMutation(SET_PINCODE, 'addSimpleProductsToCartCustomPrice', { pincode }, 'updated'),
        t('pricesUpdated', { pincode }),
      );
    },
    [run, t],
  );

  const handleApplyCoupon = useCallback(
    (code: string) => {
      if (!code.trim()) {
        setMessage({ text: t('enterCoupon'), kind: 'error', area: 'coupon' });
        return Promise.resolve(false);
      }
      return run(
        'coupon',
        'coupon',
        () => runCartMutation(APPLY_COUPON, 'applyCouponToCart', { code: code.trim() }, 'updated'),
        t('couponApplied', { code: code.trim().toUpperCase() }),
      );
    },
    [run, t],
  );

  const handleRemoveCoupon = useCallback(
    () => run('coupon', 'coupon', () => runCartMutation(REMOVE_COUPON, 'removeCouponFromCart', {}, 'updated'), t('couponRemoved')),
    [run, t],
  );

  const savedPincode = cart?.pincode ?? readPincodeCookie() ?? '';
  const delivery = useDeliveryEstimate(savedPincode, cart?.prices?.grand_total?.value);

  return {
    cart,
    items: cartItems(cart),
    // A page the server drew (a form's answer included) is never "loading", whatever this browser has yet.
    loading: loading && drawn === undefined,
    live,
    refusedRow,
    loadError,
    busy,
    message,
    savedPincode,
    delivery,
    handleQuantity,
    handleRemove,
    handlePincode,
    handleApplyCoupon,
    handleRemoveCoupon,
  };
}
