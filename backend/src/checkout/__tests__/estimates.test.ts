import { withTestBackend } from '../../testing/testServer';
import { addSku, firstSkus, newGuestCart } from '../../cart/__tests__/helpers';

const backend = withTestBackend();

const METHODS = `mutation ($id: String!, $pin: String, $country: CountryCodeEnum!) {
  estimateShippingMethods(input: { cart_id: $id, address: { country_code: $country, postcode: $pin } }) {
    carrier_code method_code method_title amount { value currency } price_incl_tax { value } available error_message
  }
}`;
const TOTALS = `mutation ($id: String!, $pin: String) {
  estimateTotals(input: { cart_id: $id, address: { country_code: IN, postcode: $pin }, shipping_method: { carrier_code: "flatrate", method_code: "flatrate" } }) {
    cart { pincode prices { grand_total { value } subtotal_including_tax { value } } shipping_addresses { postcode } }
  }
}`;

describe('estimates before paying (estimateShippingMethods, estimateTotals)', () => {
  let id = '';
  let sku = '';
  beforeAll(async () => {
    [{ sku }] = await firstSkus(backend(), 1);
    id = await newGuestCart(backend());
    await addSku(backend(), id, sku, 10);
  });
  const methods = (pin: string | null, country = 'IN') =>
    backend().graphql<{ estimateShippingMethods: Record<string, unknown>[] }>(METHODS, { id, pin, country });

  it('prices delivery by the pincode’s zone without changing the cart', async () => {
    const pune = (await methods('411001')).data!.estimateShippingMethods;
    const kolkata = (await methods('700001')).data!.estimateShippingMethods;
    expect(pune.at(-1)).toMatchObject({
      carrier_code: 'flatrate',
      amount: { value: 400, currency: 'INR' },
      available: true,
      error_message: null,
    });
    expect(kolkata.at(-1)).toMatchObject({ amount: { value: 800 } });
    const cart = await backend().graphql<{ cart: { pincode: string | null } }>('query ($id: String!) { cart(cart_id: $id) { pincode } }', {
      id,
    });
    expect(cart.data!.cart.pincode).toBeNull();
  });

  it('answers no delivery for islands the tiles cannot reach, a malformed pincode and another country', async () => {
    for (const [pin, country] of [
      ['744101', 'IN'],
      ['682555', 'IN'],
      ['4110', 'IN'],
      ['<b>', 'IN'],
      ['411001', 'US'],
    ] as const)
      expect((await methods(pin, country)).data!.estimateShippingMethods).toEqual([]);
  });

  it('totals the cart at the pincode’s prices with the chosen delivery, leaving the cart as it was', async () => {
    const { data } = await backend().graphql<{
      estimateTotals: {
        cart: {
          pincode: string;
          prices: { grand_total: { value: number }; subtotal_including_tax: { value: number } };
          shipping_addresses: unknown[];
        };
      };
    }>(TOTALS, { id, pin: '411001' });
    const { cart } = data!.estimateTotals;
    expect(cart.pincode).toBe('411001');
    expect(cart.prices.grand_total.value).toBeCloseTo(cart.prices.subtotal_including_tax.value + 400, 2);
    expect(cart.shipping_addresses).toEqual([]);
    const after = await backend().graphql<{ cart: { pincode: string | null } }>('query ($id: String!) { cart(cart_id: $id) { pincode } }', {
      id,
    });
    expect(after.data!.cart.pincode).toBeNull();
  });

  it('refuses someone else’s or a missing cart as the cart operations do', async () => {
    const missing = await backend().graphql(METHODS, { id: 'x'.repeat(32), pin: '411001', country: 'IN' });
    expect(missing.errors?.[0].message).toBe(`Could not find a cart with ID "${'x'.repeat(32)}"`);
  });
});
