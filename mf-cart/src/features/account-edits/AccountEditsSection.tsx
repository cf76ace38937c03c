import type { CustomerName } from '../cart-identity/customerSession';
import { AccountEdits } from './AccountEdits';
import { useAccountEdits } from './useAccountEdits';

interface Props {
  customer: CustomerName;
  /** The page's own copy of the customer (its greeting) follows each saved edit. */
  onCustomerChanged: (customer: CustomerName) => void;
}

/** Account details wired to their hook (mounted only for a signed-in customer). */
export function AccountEditsSection({ customer, onCustomerChanged }: Props) {
  return <AccountEdits {...useAccountEdits(customer, onCustomerChanged)} />;
}
