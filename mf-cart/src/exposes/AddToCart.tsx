import type { AddToCartProps } from '@tiles/shared';
import { AddToCartView } from '../features/add-to-cart/AddToCartView';
import { useAddToCart } from '../features/add-to-cart/useAddToCart';
import { addEarlyClicks } from '../features/add-to-cart/earlyAdds';
import { SaveButton } from '../features/wishlist/SaveButton';
import { useSaveToWishlist } from '../features/wishlist/useSaveToWishlist';

// As this module arrives: an "Add to cart" clicked in the server's view before any code ran is added now, not once
// the page and the card around it have gone live (the mini cart's module does the same; each click is taken once).
addEarlyClicks();

/** Rendered by the server in each card: the live button, hydrated in place. */
export { rendersWithoutData as loader } from '@tiles/shared';

/** The cart team's "Add to cart" and the wishlist's heart beside it, on catalogue and search pages through the shell's render prop. */
export default function AddToCart(props: AddToCartProps) {
  const a = useAddToCart(props);
  const w = useSaveToWishlist(props.sku, props.name);
  return (
    <AddToCartView
      name={props.name}
      withQuantity={props.withQuantity ?? false}
      plan={a.plan}
      pending={a.pending}
      error={a.error ?? w.error}
      status={w.status || a.status}
      onAdd={a.handleAdd}
      beside={<SaveButton name={props.name} saved={w.saved} pending={w.pending} onToggle={w.handleToggle} />}
    />
  );
}
