import { useCallback, useEffect, useRef, useState } from 'react';
import { PATHS, useBusEvent, failureText } from '@tiles/shared';
import { loadCart } from '../cart-identity/cartSession';
import { takeCartOpenRequest } from '../cart-identity/cartOpenRequest';
import { runCartMutation } from '../cart-identity/cartMutation';
import { loadCustomer } from '../cart-identity/customerSession';
import { takeMergedLines } from '../cart-identity/mergeNotice';
import { useCartData } from '../cart-identity/useCartData';
import { cartItems, type CartItem } from '../cart-identity/types';
import { REMOVE_ITEM } from './miniCart.gql';
import { keepNoticeForReload, takeNoticeAfterReload } from './removalNotice';
import { miniCartMessages } from './i18n/messages';

const INTERACTIVE = 'a[href], button, input, select, textarea, summary, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';
const RELOADING_PATHS: string[] = [PATHS.cart, PATHS.checkout];

export function useMiniCart() {
  const t = miniCartMessages.useT();
  const cart = useCartData();
  const items = cartItems(cart);
  // Closed as the server drew it; an add made before this mini cart was live opens it on mount, below.
  const [isOpen, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const buttonRef = useRef<HTMLAnchorElement>(null);
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
    // An early "Add to cart" may have asked before this mini cart was live.
    if (takeCartOpenRequest()) setOpen(true);
  }, []);

  // A guest's cart merged at sign-in (on this page, or before the page that carried it here): said once, in the open cart.
  const announceMerge = useCallback(() => {
    const merged = takeMergedLines();
    if (merged === null) return;
    setNotice(t('merged', { count: merged }));
    setOpen(true);
  }, [t]);
  useEffect(announceMerge, [announceMerge]);
  useBusEvent('cart:changed', (e) => {
    if (e.reason === 'merged') announceMerge();
  });

  useBusEvent('cart:open-requested', () => {
    takeCartOpenRequest();
    setOpen(true);
  });

  const returnFocus = useRef(true);
  const close = useCallback((focusButton = true) => {
    returnFocus.current = focusButton;
    setOpen(false);
    setNotice(null);
  }, []);

  // Focus moves into the panel when it opens and back to the cart button when it closes (outside clicks are
  // handled on click, after the browser has moved focus for the mousedown, so this focus wins),
  // unless the shopper closed it by clicking another control (which then keeps the focus).
  useEffect(() => {
    if (isOpen) headingRef.current?.focus();
    else if (wasOpen.current && returnFocus.current) buttonRef.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    // The click that opened the panel (e.g. another remote's button asking to open it) may still be bubbling.
    const openedAt = performance.now();
    const onClick = (e: MouseEvent) => {
      if (e.timeStamp < openedAt) return;
      const target = e.target as Node;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      close(!(target instanceof Element && target.closest(INTERACTIVE)));
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [isOpen, close]);

  const handleToggle = useCallback(() => (isOpen ? close() : setOpen(true)), [isOpen, close]);
  const handleClose = useCallback(() => close(), [close]);

  const handleRemove = useCallback(
    async (item: CartItem) => {
      setRemoving(item.uid);
      // Stores and publishes the new cart when it succeeds.
      const res = await runCartMutation(REMOVE_ITEM, 'removeItemFromCart', { uid: item.uid }, 'removed');
      setRemoving(null);
      setOpen(true);
      headingRef.current?.focus();
      if (res.error) {
        setNotice(t('removeFailed', { name: item.product.name, reason: failureText(res.error) }));
        return;
      }
      const message = t('removed', { name: item.product.name });
      setNotice(message);
      if (RELOADING_PATHS.includes(window.location.pathname.replace(/\/$/, ''))) {
        keepNoticeForReload(message);
        window.location.reload();
      }
    },
    [t],
  );

  return {
    cart,
    items,
    isOpen,
    notice,
    removing,
    buttonRef,
    panelRef,
    headingRef,
    handleToggle,
    handleClose,
    handleRemove,
  };
}
