import { useCallback, useEffect, useRef, useState } from 'react';
import { PATHS, runOperation, useBusEvent } from '@tiles/shared';
import { loadCart, saveCart, withCart } from '../cart-identity/cartSession';
import { loadCustomer } from '../cart-identity/customerSession';
import { useCartData } from '../cart-identity/useCartData';
import { cartItems, type CartData, type CartItem } from '../cart-identity/types';
import { REMOVE_ITEM } from './miniCart.gql';
import { keepNoticeForReload, takeNoticeAfterReload } from './removalNotice';

const RELOADING_PATHS: string[] = [PATHS.cart, PATHS.checkout];

export function useMiniCart() {
  const cart = useCartData();
  const items = cartItems(cart);
  const [isOpen, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    void loadCart();
    void loadCustomer();
    const carried = takeNoticeAfterReload();
    if (carried) {
      setNotice(carried);
      setOpen(true);
    }
  }, []);

  useBusEvent('cart:open-requested', () => setOpen(true));

  const close = useCallback(() => {
    setOpen(false);
    setNotice(null);
  }, []);

  // Focus moves into the panel when it opens and back to the cart button when it closes,
  // unless the shopper closed it by clicking something else that took focus.
  useEffect(() => {
    if (isOpen) headingRef.current?.focus();
    else if (wasOpen.current) {
      const active = document.activeElement;
      if (!active || active === document.body || panelRef.current?.contains(active) || !active.isConnected) buttonRef.current?.focus();
    }
    wasOpen.current = isOpen;
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [isOpen, close]);

  const handleToggle = useCallback(() => (isOpen ? close() : setOpen(true)), [isOpen, close]);

  const handleRemove = useCallback(async (item: CartItem) => {
    setRemoving(item.uid);
    const res = await withCart((ctx) =>
      runOperation<{ removeItemFromCart: { cart: CartData } }>(REMOVE_ITEM, { cartId: ctx.cartId, uid: item.uid }, { token: ctx.token }));
    setRemoving(null);
    setOpen(true);
    headingRef.current?.focus();
    if (res.error) {
      setNotice(`${item.product.name} could not be removed: ${res.error.message}`);
      return;
    }
    saveCart(res.data.removeItemFromCart.cart, 'removed');
    const message = `${item.product.name} was removed from your cart.`;
    setNotice(message);
    if (RELOADING_PATHS.includes(window.location.pathname.replace(/\/$/, ''))) {
      keepNoticeForReload(message);
      window.location.reload();
    }
  }, []);

  return {
    cart, items, isOpen, notice, removing, buttonRef, panelRef, headingRef,
    handleToggle, handleClose: close, handleRemove,
  };
}
