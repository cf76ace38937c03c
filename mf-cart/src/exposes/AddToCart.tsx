import type { AddToCartProps } from '@tiles/shared';
import { AddToCartView } from '../features/add-to-cart/AddToCartView';
import { useAddToCart } from '../features/add-to-cart/useAddToCart';

/** The cart team's "Add to cart", rendered on catalogue and search pages through the shell's render prop. */
export default function AddToCart(props: AddToCartProps) {
  const a = useAddToCart(props);
  return (
    <AddToCartView
      name={props.name} withQuantity={props.withQuantity ?? false} mode={a.mode} entry={a.entry} plan={a.plan}
      entryError={a.entryError} pending={a.pending} error={a.error} status={a.status}
      onModeChange={a.handleModeChange} onEntryChange={a.handleEntryChange} onAdd={a.handleAdd}
    />
  );
}
