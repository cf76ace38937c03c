import type { AddToCartProps } from '@tiles/shared';
import { AddToCartView } from '../features/add-to-cart/AddToCartView';
import { useAddToCart } from '../features/add-to-cart/useAddToCart';

/** The cart team's "Add to cart", rendered on catalogue and search pages through the shell's render prop. */
export default function AddToCart(props: AddToCartProps) {
  const a = useAddToCart(props);
  return (
    <AddToCartView
      name={props.name}
      withQuantity={props.withQuantity ?? false}
      plan={a.plan}
      pending={a.pending}
      error={a.error}
      status={a.status}
      onAdd={a.handleAdd}
    />
  );
}
