import { failureText } from '@tiles/shared';
import { useCallback, useEffect, useState } from 'react';
import { isPincode, readPincodeCookie, writePincodeCookie } from '@tiles/shared';
import { useDeliveryEstimate } from './useDeliveryEstimate';
import { loadCart } from '../cart-identity/cartSession';
import { runCartMutation } from '../cart-identity/cartMutation';
import { useCartData } from '../cart-identity/useCartData';
import { cartItems, type CartData, type CartItem } from '../cart-identity/types';
import { REMOVE_ITEM } from '../mini-cart/miniCart.gql';
import { APPLY_COUPON, REMOVE_COUPON, SET_PINCODE, UPDATE_ITEMS } from './cartPage.gql';
import { cartPageMessages } from './i18n/messages';

export interface PageMessage {
  text: string;
  kind: 'ok' | 'error';
  /** Which part of the page it belongs to, so it is shown next to that part. */
  area: 'items' | 'pincode' | 'coupon';
}

/** `drawn`: the cart the server drew from the shopper's cookie, shown until this browser's own cart has loaded. */
export function useCartPage(drawn?: CartData) {
  const t = cartPageMessages.useT();
  const stored = useCartData();
  const [loading, setLoading] = useState(true);
  const cart = stored === undefined || (loading && stored === null) ? (drawn ?? stored ?? null) : stored;
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<PageMessage | null>(null);

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
    loading,
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
