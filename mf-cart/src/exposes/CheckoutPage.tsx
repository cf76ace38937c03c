import { useLocation } from '@tiles/shared';
import { PATHS, type EmptyProps } from '@tiles/shared';
import { CheckoutView } from '../features/checkout/CheckoutView';
import { OrderSuccess } from '../features/checkout/OrderSuccess';
import { useCheckout } from '../features/checkout/useCheckout';

function Checkout() {
  return <CheckoutView {...useCheckout()} />;
}

/** /checkout (address → delivery and payment → place order) and /checkout/success (the order number). */
export default function CheckoutPage(_props: EmptyProps) {
  const location = useLocation();
  if (location.pathname.replace(/\/$/, '') === PATHS.orderSuccess) {
    const state = location.state as { orderNumber?: string } | null;
    return <OrderSuccess orderNumber={state?.orderNumber ?? null} />;
  }
  return <Checkout />;
}
