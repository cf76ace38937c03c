import { getBus, runOperation } from '@tiles/shared';
import type { MfCartCustomerNameQuery } from '../../gql/graphql';
import { classifyFailure } from './cartErrors';
import { becomeGuest } from './cartSession';
import { CUSTOMER_NAME } from './cartIdentity.gql';
import { readToken } from './tokenStore';

export type CustomerName = NonNullable<MfCartCustomerNameQuery['customer']>;

/** Who is signed in; an expired or foreign token makes the visitor a guest (spec §4). Publishes customer:changed. */
export async function loadCustomer(): Promise<CustomerName | null> {
  const token = readToken();
  if (!token) {
    getBus().publish('customer:changed', { signedIn: false });
    return null;
  }
  const res = await runOperation(CUSTOMER_NAME, {}, { token });
  const customer = res.data?.customer;
  if (customer) {
    getBus().publish('customer:changed', { signedIn: true, firstname: customer.firstname ?? undefined });
    return customer;
  }
  if (res.error && classifyFailure(res.error) === 'auth') becomeGuest();
  return null;
}
