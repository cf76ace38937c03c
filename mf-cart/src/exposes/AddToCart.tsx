import { useLoaderData, type AddToCartProps, type ModuleAction, type ModuleHandle } from '@tiles/shared';
import { ADD_TO_CART_PATH } from '../features/add-to-cart/addToCartPath';
import type { AddRefusal } from '../features/add-to-cart/addToCartServer';
import { AddToCartView } from '../features/add-to-cart/AddToCartView';
import { useAddToCart } from '../features/add-to-cart/useAddToCart';
import { SaveButton } from '../features/wishlist/SaveButton';
import { useSaveToWishlist } from '../features/wishlist/useSaveToWishlist';

/** "Add to cart" posted without scripts or before this module was live, at Magento's own path (server-only code). */
export const handle: ModuleHandle = { formPaths: [ADD_TO_CART_PATH] };
export const action: ModuleAction = (request) => import('../features/add-to-cart/addToCartServer').then((m) => m.answerAddToCart(request));

/** Rendered by the server in each card: the live button, hydrated in place. */
export { rendersWithoutData as loader } from '@tiles/shared';

/** The cart team's "Add to cart" and the wishlist's heart beside it, on catalogue and search pages through the shell's render prop. */
export default function AddToCart(props: AddToCartProps) {
  const a = useAddToCart(props, useLoaderData<AddRefusal>());
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
      returnTo={a.returnTo}
      sample={props.withQuantity ? { ...a.sample, onAdd: a.handleSample } : undefined}
      beside={<SaveButton name={props.name} saved={w.saved} pending={w.pending} onToggle={w.handleToggle} />}
    />
  );
}
