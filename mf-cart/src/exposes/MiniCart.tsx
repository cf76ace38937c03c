import type { EmptyProps } from '@tiles/shared';
import { MiniCartView } from '../features/mini-cart/MiniCartView';
import { useMiniCart } from '../features/mini-cart/useMiniCart';

/** Rendered by the server as the link to the cart (the server cannot know this browser's cart). */
export { rendersWithoutData as loader } from '@tiles/shared';

/** The header's cart link and its "Shopping cart" panel; hosted in the header's cartSlot. */
export default function MiniCart(_props: EmptyProps) {
  const m = useMiniCart();
  return (
    <MiniCartView
      cart={m.cart}
      items={m.items}
      isOpen={m.isOpen}
      notice={m.notice}
      removing={m.removing}
      buttonRef={m.buttonRef}
      panelRef={m.panelRef}
      headingRef={m.headingRef}
      onToggle={m.handleToggle}
      onClose={m.handleClose}
      onRemove={m.handleRemove}
    />
  );
}
