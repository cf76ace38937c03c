import { PATHS } from '@tiles/shared';

export function OrderSuccess({ orderNumber }: { orderNumber: string | null }) {
  return (
    <div className="cart-page" data-boundary="mf-cart">
      <div className="cart-card cart-success">
        <h1>{orderNumber ? 'Thank you for your order' : 'No recent order'}</h1>
        {orderNumber ? (
          <p>Your order number is <strong className="cart-order-number">{orderNumber}</strong>. We will call you to confirm the delivery date.</p>
        ) : (
          <p>We could not find a recent order in this window.</p>
        )}
        <a href={PATHS.tiles} className="cart-btn">Continue shopping</a>
      </div>
    </div>
  );
}
