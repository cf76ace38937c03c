import type { EmptyProps } from '@tiles/shared';

/** Placeholder until the team's feature lands. */
export default function CheckoutPage(_props: EmptyProps) {
  return <div data-boundary="mf-cart"><h1>Checkout</h1></div>;
}
