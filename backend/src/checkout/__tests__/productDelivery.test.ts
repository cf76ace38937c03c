import { withTestBackend } from '../../testing/testServer';

const backend = withTestBackend();

const ESTIMATE = `query ($sku: String!, $q: Float!, $pin: String!) {
  estimateProductDelivery(sku: $sku, quantity: $q, pincode: $pin) {
    pincode serviceable quantity subtotal { value currency }
    methods { carrier_code carrier_title method_code method_title amount { value currency } delivery_days_min delivery_days_max }
  }
}`;
type Estimate = {
  pincode: string;
  serviceable: boolean;
  subtotal: { value: number };
  methods: { carrier_code: string; amount: { value: number }; delivery_days_min: number; delivery_days_max: number }[];
};
const estimate = (sku: string, q: number, pin: string) =>
  backend().graphql<{ estimateProductDelivery: Estimate }>(ESTIMATE, { sku, q, pin });
const CART_METHODS = `mutation ($id: String!, $pin: String) {
  estimateShippingMethods(input: { cart_id: $id, address: { country_code: IN, postcode: $pin } }) { carrier_code amount { value } }
}`;

describe('estimateProductDelivery (a product page’s delivery estimate)', () => {
  it('offers the cart’s carriers at the zone’s price with working days, and free delivery from the same subtotal', async () => {
    const pune = (await estimate('TL-1001', 2, '411001')).data!.estimateProductDelivery;
    expect(pune).toMatchObject({ pincode: '411001', serviceable: true });
    expect(pune.methods).toEqual([
      expect.objectContaining({
        carrier_code: 'flatrate',
        amount: { value: 400, currency: 'INR' },
        delivery_days_min: 3,
        delivery_days_max: 5,
      }),
    ]);
    const many = (await estimate('TL-1001', 200, '411001')).data!.estimateProductDelivery;
    expect(many.methods.map((m) => [m.carrier_code, m.amount.value])).toEqual([
      ['freeshipping', 0],
      ['flatrate', 400],
    ]);
    expect(many.subtotal.value).toBeCloseTo(pune.subtotal.value * 100, 1);
  });

  it('answers what the cart’s estimateShippingMethods answers for a cart of the same boxes', async () => {
    const { data } = await backend().graphql<{ createEmptyCart: string }>('mutation { createEmptyCart }');
    const id = data!.createEmptyCart;
    await backend().graphql(
      'mutation ($id: String!) { addSimpleProductsToCartCustomPrice(input: { cart_id: $id, pincode: "700001", cart_items: [] }) { cart { id } } }',
      { id },
    );
    await backend().graphql(
      'mutation ($id: String!) { addSimpleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: "TL-1001", quantity: 7 } }] }) { cart { id } } }',
      { id },
    );
    const cart = (await backend().graphql<{ estimateShippingMethods: unknown[] }>(CART_METHODS, { id, pin: '700001' })).data!;
    const product = (await estimate('TL-1001', 7, '700001')).data!.estimateProductDelivery;
    expect(product.methods.map((m) => ({ carrier_code: m.carrier_code, amount: { value: m.amount.value } }))).toEqual(
      cart.estimateShippingMethods,
    );
  });

  it('says an unserviceable pincode is not served, with no carriers', async () => {
    for (const pin of ['744101', '682555'])
      expect((await estimate('TL-1001', 2, pin)).data!.estimateProductDelivery).toMatchObject({
        pincode: pin,
        serviceable: false,
        methods: [],
      });
  });

  it('refuses hostile input with Magento’s messages: a malformed pincode, an unknown tile, a sample, odd quantities', async () => {
    const cases: [string, number, string, RegExp][] = [
      ['TL-1001', 2, '<b>', /"<b>" is not a valid pincode/],
      ['TL-1001', 2, '011001', /not a valid pincode/],
      ['TL-1001', 2, '4110011', /not a valid pincode/],
      ['NOPE', 2, '411001', /^Could not find a product with SKU "NOPE"$/],
      ['TL-1001-SAMPLE', 1, '411001', /^Could not find a product with SKU "TL-1001-SAMPLE"$/],
      ['TL-1001', 0, '411001', /greater than 0/],
      ['TL-1001', -5, '411001', /greater than 0/],
      ['TL-1001', 1.5, '411001', /decimal quantity/],
      ['TL-1001', 1e12, '411001', /maximum qty allowed/],
    ];
    for (const [sku, q, pin, message] of cases) {
      const { data, errors } = await estimate(sku, q, pin);
      expect(data?.estimateProductDelivery ?? null).toBeNull();
      expect(errors?.[0].message).toMatch(message);
    }
  });
});
