import { getBus, runOperation, unreadableAnswer, type GraphQLResult } from '@tiles/shared';
import type { CustomerName } from '../cart-identity/customerSession';
import { readToken } from '../cart-identity/tokenStore';
import { CHANGE_PASSWORD, UPDATE_EMAIL, UPDATE_NAME } from './accountEdits.gql';

/** The customer as the store now keeps them; the header's greeting follows a new first name. */
async function storedCustomer(customer: CustomerName | null | undefined): Promise<GraphQLResult<CustomerName>> {
  if (!customer) return unreadableAnswer();
  getBus().publish('customer:changed', { signedIn: true, firstname: customer.firstname ?? undefined });
  return { data: customer };
}

export async function saveName(firstname: string, lastname: string): Promise<GraphQLResult<CustomerName>> {
  const res = await runOperation(UPDATE_NAME, { firstname, lastname }, { token: readToken() });
  return res.error ? res : storedCustomer(res.data.updateCustomerV2?.customer);
}

export async function saveEmail(email: string, password: string): Promise<GraphQLResult<CustomerName>> {
  const res = await runOperation(UPDATE_EMAIL, { email, password }, { token: readToken() });
  return res.error ? res : storedCustomer(res.data.updateCustomerEmail?.customer);
}

/** The store keeps this browser's session and ends the account's others. */
export async function savePassword(currentPassword: string, newPassword: string): Promise<GraphQLResult<true>> {
  const res = await runOperation(CHANGE_PASSWORD, { currentPassword, newPassword }, { token: readToken() });
  if (res.error) return res;
  return res.data.changeCustomerPassword ? { data: true } : unreadableAnswer();
}
