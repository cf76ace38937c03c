import { MiniCartView } from './MiniCartView';

const NOTHING = () => undefined;

/**
 * The cart as the server renders it: the live mini cart's own view, for a cart not known here (a shopper's cart
 * lives in their browser), so the browser hydrates it as it is.
 */
export function MiniCartLink() {
  return (
    <MiniCartView
      cart={undefined}
      items={[]}
      isOpen={false}
      notice={null}
      removing={null}
      onToggle={NOTHING}
      onClose={NOTHING}
      onRemove={NOTHING}
    />
  );
}
