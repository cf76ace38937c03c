import { GuestOrderView } from './GuestOrderView';
import { useGuestOrder } from './useGuestOrder';

/** The guest order look-up wired to its hook; `token` from an order mail's link shows that order at once. */
export function GuestOrderSection({ token = null }: { token?: string | null }) {
  const g = useGuestOrder(token);
  return <GuestOrderView {...g} onSubmit={g.handleSubmit} />;
}
