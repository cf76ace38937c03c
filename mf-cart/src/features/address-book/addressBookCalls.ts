import { presentItems, runOperation, type GraphQLResult } from '@tiles/shared';
import { readToken } from '../cart-identity/tokenStore';
import type { CustomerAddressInput } from '../../gql/graphql';
import { CREATE_ADDRESS, CUSTOMER_ADDRESSES, DELETE_ADDRESS, UPDATE_ADDRESS } from './addressBook.gql';
import { isSavedAddress, type SavedAddress } from './savedAddress';

/** Address book calls, as the signed-in customer (the token is read per call: sign-out elsewhere takes effect at once). */
const asCustomer = () => ({ token: readToken() });

export async function loadAddresses(): Promise<GraphQLResult<SavedAddress[]>> {
  const res = await runOperation(CUSTOMER_ADDRESSES, {}, asCustomer());
  return res.error ? res : { data: presentItems(res.data.customer?.addresses).filter(isSavedAddress) };
}

export const saveAddress = (id: number | null, input: CustomerAddressInput) =>
  id === null ? runOperation(CREATE_ADDRESS, { input }, asCustomer()) : runOperation(UPDATE_ADDRESS, { id, input }, asCustomer());

export const deleteAddress = (id: number) => runOperation(DELETE_ADDRESS, { id }, asCustomer());
