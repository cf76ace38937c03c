import type { EmptyProps } from '@tiles/shared';
import { CartPageView } from '../features/cart-page/CartPageView';
import { useCartPage } from '../features/cart-page/useCartPage';

/** /checkout/cart: items, quantities, pincode pricing, coupons and totals. */
export default function CartPage(_props: EmptyProps) {
  const c = useCartPage();
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
