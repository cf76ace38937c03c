import type { EmptyProps } from '@tiles/shared';

/** Placeholder until the team's feature lands. */
export default function CartPage(_props: EmptyProps) {
  return <div data-boundary="mf-cart"><h1>Cart</h1></div>;
}
