import { runOperation, type GraphQLResult } from '@tiles/shared';
import { readToken } from '../cart-identity/tokenStore';
import { CREATE_ADDRESS, CUSTOMER_ADDRESSES, DELETE_ADDRESS, UPDATE_ADDRESS } from './addressBook.gql';
import type { SavedAddress } from './savedAddress';

/** Address book calls, as the signed-in customer (the token is read per call: sign-out elsewhere takes effect at once). */
const asCustomer = <T>(document: string, variables: Record<string, unknown> = {}) => runOperation<T>(document, variables, { token: readToken() });

export async function loadAddresses(): Promise<GraphQLResult<SavedAddress[]>> {
  const res = await asCustomer<{ customer: { addresses: SavedAddress[] | null } }>(CUSTOMER_ADDRESSES);
  return res.error ? res : { data: res.data.customer.addresses ?? [] };
}

export const saveAddress = (id: number | null, input: Record<string, unknown>) =>
  id === null ? asCustomer<{ createCustomerAddress: SavedAddress }>(CREATE_ADDRESS, { input }) : asCustomer<{ updateCustomerAddress: SavedAddress }>(UPDATE_ADDRESS, { id, input });

export const deleteAddress = (id: number) => asCustomer<{ deleteCustomerAddress: boolean }>(DELETE_ADDRESS, { id });
