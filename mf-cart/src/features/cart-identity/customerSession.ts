import { getBus, runOperation } from '@tiles/shared';
import { classifyFailure } from './cartErrors';
import { becomeGuest } from './cartSession';
import { CUSTOMER_NAME } from './cartIdentity.gql';
import { readToken } from './tokenStore';

export interface CustomerName {
  firstname: string | null;
  lastname: string | null;
  email: string | null;
}

/** Who is signed in; an expired or foreign token makes the visitor a guest (spec §4). Publishes customer:changed. */
export async function loadCustomer(): Promise<CustomerName | null> {
  const token = readToken();
  if (!token) {
    getBus().publish('customer:changed', { signedIn: false });
    return null;
  }
  const res = await runOperation<{ customer: CustomerName }>(CUSTOMER_NAME, {}, { token });
  if (res.data) {
    getBus().publish('customer:changed', { signedIn: true, firstname: res.data.customer.firstname ?? undefined });
    return res.data.customer;
  }
  if (classifyFailure(res.error) === 'auth') becomeGuest();
  return null;
}
