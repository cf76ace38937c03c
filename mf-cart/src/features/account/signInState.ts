import type { CustomerName } from '../cart-identity/customerSession';
import type { Errors } from '../forms/validation';
import type { CustomerOrder } from '../order-history/types';

export type SignInField = 'email' | 'password';

/** Magento's sign-in page as the server drew it: what was typed (never the password) and the refusal. */
export interface SignInPageState {
  email: string;
  errors: Errors<SignInField>;
  formError: string | null;
}

/** /account as the server drew it from the handed-over token: the customer and their orders. */
export interface SignedInFirstViewState {
  customer: CustomerName;
  orders: CustomerOrder[];
  ordersError: string | null;
}
