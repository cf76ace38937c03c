import { useLocation, type ModuleHandle } from '@tiles/shared';
import { noindexHead, PATHS, useHead, type EmptyProps, type ModuleHead } from '@tiles/shared';
import { checkoutMessages } from '../features/checkout/i18n/messages';
import { CheckoutView } from '../features/checkout/CheckoutView';
import { OrderSuccess } from '../features/checkout/OrderSuccess';
import { useCheckout } from '../features/checkout/useCheckout';

function Checkout() {
  return <CheckoutView {...useCheckout()} />;
}

/** /checkout (address → delivery and payment → place order) and /checkout/success (the order number). */
/** Checkout and its success page: one shopper's, never indexed. */
export const head: ModuleHead = async ({ language }) => noindexHead((await checkoutMessages.load(language))('title'));

/** One shopper's page (never a shared copy); where it is (the shell routes by these) and its name in the shell's message. */
export const handle: ModuleHandle = {
  personal: true,
  routes: [PATHS.checkout, `${PATHS.checkout}/*`],
  pageName: { en: 'Checkout', hi: 'चेकआउट', ta: 'பணம் செலுத்துதல்' },
};

export default function CheckoutPage(_props: EmptyProps) {
  const location = useLocation();
  useHead(noindexHead(checkoutMessages.useT()('title')));
  if (location.pathname.replace(/\/$/, '') === PATHS.orderSuccess) {
    const state = location.state as { orderNumber?: string } | null;
    return <OrderSuccess orderNumber={state?.orderNumber ?? null} />;
  }
  return <Checkout />;
}
