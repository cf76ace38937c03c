/** @jest-environment node */
// The working agreement: logic hooks are tested against the real backend over HTTP (test-only imports).
import { withBackendPage } from '../../../../../backend/src/testing/browserPage';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from '@tiles/shared';
import { writeToken } from '../../cart-identity/tokenStore';
import { useOrderActions } from '../useOrderActions';
import type { CustomerOrder } from '../types';

const backend = withBackendPage('/account');
jest.setTimeout(60_000);

const SKU = 'TL-1001';
const PASSWORD = 'Tiles@2024!';
let seq = 0;
const ADDRESS = {
  firstname: 'Asha',
  lastname: 'Rao',
  street: ['12 MG Road'],
  city: 'Pune',
  region: 'MH',
  postcode: '411001',
  country_code: 'IN',
  telephone: '9876543210',
};

/** A signed-in customer (token stored as the account page stores it) with one placed order of 2 boxes. */
async function customerWithOrder(): Promise<{ token: string; order: CustomerOrder }> {
  const email = `orders-${Date.now()}-${seq++}@example.com`;
  await backend().graphql(
    'mutation ($e: String!, $p: String!) { createCustomerV2(input: { firstname: "Asha", lastname: "Rao", email: $e, password: $p }) { customer { email } } }',
    { e: email, p: PASSWORD },
  );
  const signIn = await backend().graphql<{ generateCustomerToken: { token: string } }>(
    'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
    { e: email, p: PASSWORD },
  );
  const token = signIn.data!.generateCustomerToken.token;
  const auth = { Authorization: `Bearer ${token}` };
  const gql = async <T,>(query: string, variables: Record<string, unknown> = {}) => {
    const res = await backend().graphql<T>(query, variables, auth);
    expect(res.errors).toBeUndefined();
    return res.data!;
  };
  const { createEmptyCart: id } = await gql<{ createEmptyCart: string }>('mutation { createEmptyCart }');
  const withAddress = { id, a: ADDRESS };
  await gql(
    'mutation ($id: String!, $sku: String!) { addSimpleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: $sku, quantity: 2 } }] }) { cart { id } } }',
    { id, sku: SKU },
  );
  await gql(
    'mutation ($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
    withAddress,
  );
  await gql(
    'mutation ($id: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $a } }) { cart { id } } }',
    withAddress,
  );
  await gql(
    'mutation ($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }',
    { id },
  );
  await gql(
    'mutation ($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "cashondelivery" } }) { cart { id } } }',
    { id },
  );
  await gql('mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }', { id });
  const { customer } = await gql<{ customer: { orders: { items: { id: string; number: string; status_code: string }[] } } }>(
    '{ customer { orders { items { id number status_code } } } }',
  );
  writeToken(token);
  return { token, order: customer.orders.items[0] as unknown as CustomerOrder };
}

function actionsOn(order: CustomerOrder) {
  const changed: CustomerOrder[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => createElement(MemoryRouter, { initialEntries: ['/account'] }, children);
  const { result } = renderHook(() => ({ actions: useOrderActions(order, true, (o) => changed.push(o)), location: useLocation() }), {
    wrapper,
  });
  return { result, changed };
}

describe('an order’s actions (useOrderActions) against the real store', () => {
  it('orders the same tiles again: they are in the customer’s cart and the cart page opens', async () => {
    const { token, order } = await customerWithOrder();
    const { result } = actionsOn(order);
    await act(() => result.current.actions.handleReorder());
    expect(result.current.actions.message).toBeNull();
    expect(result.current.location.pathname).toBe('/checkout/cart');
    const cart = await backend().graphql<{ customerCart: { items: { quantity: number; product: { sku: string } }[] } }>(
      '{ customerCart { items { quantity product { sku } } } }',
      {},
      { Authorization: `Bearer ${token}` },
    );
    expect(cart.data!.customerCart.items).toEqual([{ quantity: 2, product: { sku: SKU } }]);
  });

  it('cancels a pending order with a reason; a second cancel shows Magento’s sentence and no longer offers cancelling', async () => {
    const { order } = await customerWithOrder();
    const first = actionsOn(order);
    expect(first.result.current.actions.canCancel).toBe(true);
    await act(() => first.result.current.actions.handleCancel('The order was placed by mistake'));
    expect(first.changed.at(-1)).toMatchObject({ number: order.number, status: 'Canceled', status_code: 'canceled' });
    const again = actionsOn(first.changed.at(-1)!);
    expect(again.result.current.actions.canCancel).toBe(false);
    await act(() => again.result.current.actions.handleCancel('Other'));
    expect(again.result.current.actions.message).toEqual({ text: 'Order already closed, complete, cancelled or on hold', error: true });
  });
});
