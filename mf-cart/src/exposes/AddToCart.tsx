import type { AddToCartProps } from '@tiles/shared';

/** Placeholder until the team's feature lands. */
export default function AddToCart(_props: AddToCartProps) {
  return <div data-boundary="mf-cart"><button type="button">Add to cart</button></div>;
}
