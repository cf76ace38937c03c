import { PATHS } from '@tiles/shared';
import { noindexHead, useHead, useLoaderData, type EmptyProps, type ModuleHead, type ModuleHandle, type ModuleLoader } from '@tiles/shared';
import type { CartData } from '../features/cart-identity/types';
import { cartPageMessages } from '../features/cart-page/i18n/messages';
import { CartPageView } from '../features/cart-page/CartPageView';
import { useCartPage } from '../features/cart-page/useCartPage';

/** /checkout/cart: items, quantities, pincode pricing, coupons and totals. */
/** The shopper's own cart: named in the page language, never indexed (the server's head and the browser's the same). */
export const head: ModuleHead = async ({ language }) => noindexHead((await cartPageMessages.load(language))('title'));

/** One shopper's page (never a shared copy); where it is (the shell routes by these) and its name in the shell's message. */
export const handle: ModuleHandle = {
  personal: true,
  routes: [PATHS.cart],
  pageName: { en: 'The cart', hi: 'कार्ट', ta: 'கார்ட்' },
};

/** The cart the shopper's cookie names, drawn by the server (server-only code); none: the browser draws it. */
export const loader: ModuleLoader = (request) => import('../features/cart-page/cartPageServer').then((m) => m.loadCartPage(request));

export default function CartPage(_props: EmptyProps) {
  useHead(noindexHead(cartPageMessages.useT()('title')));
  const c = useCartPage(useLoaderData<CartData>());
  return (
    <CartPageView
      cart={c.cart}
      items={c.items}
      loading={c.loading}
      loadError={c.loadError}
      busy={c.busy}
      message={c.message}
      savedPincode={c.savedPincode}
      delivery={c.delivery}
      onQuantity={c.handleQuantity}
      onRemove={c.handleRemove}
      onPincode={c.handlePincode}
      onApplyCoupon={c.handleApplyCoupon}
      onRemoveCoupon={c.handleRemoveCoupon}
    />
  );
}
