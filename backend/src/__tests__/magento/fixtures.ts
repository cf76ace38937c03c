import type { TestBackend } from '../../testing/testServer';

/**
 * This store's stand-ins for Magento's api-functional fixtures (Magento/GraphQl/Quote/_files/*): a guest or customer
 * cart, a tile instead of simple_product, an Indian address instead of the US one, cashondelivery instead of checkmo
 * (this store offers no check / money order; README "Where the store differs").
 */
export type Headers = Record<string, string>;

export const ADDRESS = {
  firstname: 'test firstname',
  lastname: 'test lastname',
  company: 'test company',
  street: ['test street 1', 'test street 2'],
  city: 'Pune',
  region: 'MH',
  postcode: '411001',
  country_code: 'IN',
  telephone: '9876543210',
};

export function fixtures(backend: () => TestBackend, sku: () => string) {
  const gql = (q: string, v: Record<string, unknown> = {}, h: Headers = {}) => backend().graphql(q, v, h);
  const cartStep =
    (field: string, input: string) =>
    (id: string, h: Headers = {}) =>
      gql(`mutation ($id: String!) { ${field}(input: { cart_id: $id, ${input} }) { cart { id } } }`, { id }, h);
  return {
    gql,
    /** guest/create_empty_cart.php (customer/create_empty_cart.php with a token). */
    createEmptyCart: async (h: Headers = {}) =>
      ((await gql('mutation { createEmptyCart }', {}, h)).data as { createEmptyCart: string }).createEmptyCart,
    /** add_simple_product.php: 2 boxes. */
    addSimpleProduct: (id: string, h: Headers = {}) =>
      gql(
        'mutation ($id: String!, $sku: String!) { addSimpleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: $sku, quantity: 2 } }] }) { cart { id } } }',
        { id, sku: sku() },
        h,
      ),
    /** set_new_shipping_address.php */
    setNewShippingAddress: (id: string, h: Headers = {}) =>
      gql(
        'mutation ($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
        { id, a: ADDRESS },
        h,
      ),
    /** set_new_billing_address.php */
    setNewBillingAddress: (id: string, h: Headers = {}) =>
      gql(
        'mutation ($id: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $a } }) { cart { id } } }',
        { id, a: ADDRESS },
        h,
      ),
    /** set_flatrate_shipping_method.php */
    setFlatrateShippingMethod: cartStep(
      'setShippingMethodsOnCart',
      'shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }]',
    ),
    /** set_checkmo_payment_method.php, with this store's cashondelivery. */
    setPaymentMethod: cartStep('setPaymentMethodOnCart', 'payment_method: { code: "cashondelivery" }'),
    /** guest/set_guest_email.php */
    setGuestEmail: cartStep('setGuestEmailOnCart', 'email: "guest@example.com"'),
  };
}

/** A guest's cart ready to place: every fixture step, with the e-mail given; answers the cart's id. */
export async function readyGuestCart(f: ReturnType<typeof fixtures>, email = 'guest@example.com'): Promise<string> {
  const id = await f.createEmptyCart();
  for (const step of [f.addSimpleProduct, f.setNewShippingAddress, f.setNewBillingAddress, f.setFlatrateShippingMethod, f.setPaymentMethod])
    await step(id);
  const set = await f.gql(
    'mutation ($id: String!, $e: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $e }) { cart { email } } }',
    {
      id,
      e: email,
    },
  );
  if (set.errors) throw new Error(set.errors[0].message);
  return id;
}

/** A whole checkout with the fixtures (a guest's, to guest@example.com, without Authorization); answers the order number. */
export async function placeFixtureOrder(f: ReturnType<typeof fixtures>, h: Headers = {}): Promise<string> {
  const id = await f.createEmptyCart(h);
  const steps = [f.addSimpleProduct, f.setNewShippingAddress, f.setNewBillingAddress, f.setFlatrateShippingMethod, f.setPaymentMethod];
  for (const step of h.Authorization ? steps : [...steps, f.setGuestEmail]) await step(id, h);
  const { data, errors } = await f.gql('mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }', { id }, h);
  if (errors) throw new Error(errors[0].message);
  return (data as { placeOrder: { orderV2: { number: string } } }).placeOrder.orderV2.number;
}

export const firstError = (r: { errors?: { message: string; extensions?: { category?: string } }[] }) => r.errors?.[0];
