import type { EmptyProps } from '@tiles/shared';

/** Placeholder until the team's feature lands. */
export default function MiniCart(_props: EmptyProps) {
  return <div data-boundary="mf-cart"><a href="/checkout/cart">Cart</a></div>;
}
