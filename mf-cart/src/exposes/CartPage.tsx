import { PATHS } from '@tiles/shared';
import {
  noindexHead,
  useHead,
  useLoaderData,
  type EmptyProps,
  type ModuleAction,
  type ModuleHead,
  type ModuleHandle,
  type ModuleLoader,
} from '@tiles/shared';
import { CART_FORM_PATHS } from '../features/cart-page/cartFormPaths';
import type { CartPageData } from '../features/cart-page/cartPageData';
import { cartPageMessages } from '../features/cart-page/i18n/messages';
import { CartPageView } from '../features/cart-page/CartPageView';
import { useCartPage } from '../features/cart-page/useCartPage';

/** /checkout/cart: items, quantities, pincode pricing, coupons and totals. */
/** The shopper's own cart: named in the page language, never indexed (the server's head and the browser's the same). */
export const head: ModuleHead = async ({ language }) => noindexHead((await cartPageMessages.load(language))('title'));

/**
 * One shopper's page (never a shared copy); where it is (the shell routes by these) and its name in the shell's
 * message. A row's forms post to Magento's paths, which are this page too: a refusal is drawn there, and the browser,
 * at that address, hydrates the same page.
 */
export const handle: ModuleHandle = {
  personal: true,
  routes: [PATHS.cart, ...CART_FORM_PATHS],
  formPaths: [...CART_FORM_PATHS],
  pageName: { en: 'The cart', hi: 'कार्ट', ta: 'கார்ட்' },
};

/** The cart the shopper's cookie names, drawn by the server (server-only code); none: the browser draws it. */
export const loader: ModuleLoader = (request) => import('../features/cart-page/cartPageServer').then((m) => m.loadCartPage(request));
/** A row's quantity "Update" and "Remove" posted without scripts, or tapped before this module was live (server-only code). */
export const action: ModuleAction = (request) =>
  import('../features/cart-page/form-answers/cartFormServer').then((m) => m.answerCartForm(request));

export default function CartPage(_props: EmptyProps) {
  useHead(noindexHead(cartPageMessages.useT()('title')));
  const c = useCartPage(useLoaderData<CartPageData>());
  return (
    <CartPageView
      cart={c.cart}
      items={c.items}
      loading={c.loading}
      loadError={c.loadError}
      busy={c.busy}
      live={c.live}
      refusedRow={c.refusedRow}
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
