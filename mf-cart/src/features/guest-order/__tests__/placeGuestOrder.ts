// Test-only: a guest's order placed on the real backend, as a shopper's checkout would.
import type { TestBackend } from '../../../../../backend/src/testing/testServer';

export const GUEST_BILLING = {
  firstname: 'Asha',
  lastname: 'Rao',
  street: ['12 MG Road'],
  city: 'Pune',
  region: 'MH',
  postcode: '411001',
  country_code: 'IN',
  telephone: '9876543210',
};

/** A guest's order placed with the store's checkout operations (e-mail `email`, billing pincode 411001); its number. */
export async function placeGuestOrder(backend: TestBackend, sku: string, email = 'guest@example.com'): Promise<string> {
  const gql = async <T>(query: string, variables: Record<string, unknown>) => {
    const res = await backend.graphql<T>(query, variables);
    expect(res.errors).toBeUndefined();
    return res.data!;
  };
  const { createEmptyCart: id } = await gql<{ createEmptyCart: string }>('mutation { createEmptyCart }', {});
  // Whole documents (nothing spliced in), so the GraphQL check reads and validates each one.
  const withAddress = { id, a: GUEST_BILLING };
  const steps: [string, Record<string, unknown>][] = [
    [
      'mutation ($id: String!, $sku: String!) { addSimpleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: $sku, quantity: 2 } }] }) { cart { id } } }',
      { id, sku },
    ],
    [
      'mutation ($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
      withAddress,
    ],
    [
      'mutation ($id: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $a } }) { cart { id } } }',
      withAddress,
    ],
    [
      'mutation ($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }',
      { id },
    ],
    [
      'mutation ($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "cashondelivery" } }) { cart { id } } }',
      { id },
    ],
    [
      'mutation ($id: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { id } } }',
      { id, email },
    ],
  ];
  for (const [document, variables] of steps) await gql(document, variables);
  const placed = await gql<{ placeOrder: { orderV2: { number: string } } }>(
    'mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }',
    { id },
  );
  return placed.placeOrder.orderV2.number;
}
