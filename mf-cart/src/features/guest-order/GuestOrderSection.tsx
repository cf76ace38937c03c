import { GuestOrderView } from './GuestOrderView';
import { useGuestOrder } from './useGuestOrder';

/** The guest order look-up wired to its hook. */
export function GuestOrderSection() {
  const g = useGuestOrder();
  return <GuestOrderView {...g} onSubmit={g.handleSubmit} />;
}
