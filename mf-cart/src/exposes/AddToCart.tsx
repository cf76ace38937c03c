import type { AddToCartProps } from '@tiles/shared';
import { AddToCartView } from '../features/add-to-cart/AddToCartView';
import { useAddToCart } from '../features/add-to-cart/useAddToCart';
import { SaveButton } from '../features/wishlist/SaveButton';
import { useSaveToWishlist } from '../features/wishlist/useSaveToWishlist';

/** "Add to cart"'s form sent before this module was live (the shell hands its fields over as the code arrives). */
export { addFromForm as onEarlySubmit } from '../features/add-to-cart/addFromForm';

/** Rendered by the server in each card: the live button, hydrated in place. */
export { rendersWithoutData as loader } from '@tiles/shared';

/** The cart team's "Add to cart" and the wishlist's heart beside it, on catalogue and search pages through the shell's render prop. */
export default function AddToCart(props: AddToCartProps) {
  const a = useAddToCart(props);
  const w = useSaveToWishlist(props.sku, props.name);
  return (
    <AddToCartView
      sku={props.sku}
      name={props.name}
      withQuantity={props.withQuantity ?? false}
      plan={a.plan}
      pending={a.pending}
      error={a.error ?? w.error}
      status={w.status || a.status || a.sample.status}
      onAdd={a.handleAdd}
      sample={props.withQuantity ? { ...a.sample, onAdd: a.handleSample } : undefined}
      beside={<SaveButton name={props.name} saved={w.saved} pending={w.pending} onToggle={w.handleToggle} />}
    />
  );
}
