import { withTestBackend } from '../../testing/testServer';
import { graphqlFrom } from '../../testing/fromAddress';
import { firstSkus } from '../../cart/__tests__/helpers';
import { ADDRESS, fixtures } from '../../__tests__/magento/fixtures';

delete process.env.TILES_GUEST_ORDER_LIMIT;
delete process.env.TILES_TRUSTED_PROXIES;
const backend = withTestBackend();
let sku = '';
let number = '';
beforeAll(async () => {
  [{ sku }] = await firstSkus(backend(), 1);
  const f = fixtures(backend, () => sku);
  const id = await f.createEmptyCart();
  for (const step of [
    f.addSimpleProduct,
    f.setNewShippingAddress,
    f.setNewBillingAddress,
    f.setFlatrateShippingMethod,
    f.setPaymentMethod,
    f.setGuestEmail,
  ])
    await step(id);
  const { data } = await f.gql('mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }', { id });
  number = (data as { placeOrder: { orderV2: { number: string } } }).placeOrder.orderV2.number;
}, 60_000);

const LOOK_UP = 'query ($i: OrderInformationInput!) { guestOrder(input: $i) { number email total { grand_total { value } } } }';
const lookUp = (from: string, input: Record<string, string>) => graphqlFrom(backend().url, from, LOOK_UP, { i: input });
const NOT_FOUND = "We couldn't locate an order with the information provided.";

describe('guestOrder', () => {
  it('finds the order with number, e-mail and billing pincode (e-mail in any case)', async () => {
    const { data } = await lookUp('127.0.0.41', { number, email: 'GUEST@example.com', postcode: ADDRESS.postcode });
    expect(data).toMatchObject({ guestOrder: { number, email: 'guest@example.com' } });
  });

  it.each([
    ['number', { number: '999999999' }],
    ['e-mail', { email: 'someone@example.com' }],
    ['pincode', { postcode: '560001' }],
  ])('answers a wrong %s with Magento’s message and nothing of the order', async (_, change) => {
    const answer = await lookUp('127.0.0.42', { number, email: 'guest@example.com', postcode: ADDRESS.postcode, ...change });
    expect(answer).toEqual({
      data: null,
      errors: [expect.objectContaining({ message: NOT_FOUND, extensions: { category: 'graphql-no-such-entity' } })],
    });
    expect(JSON.stringify(answer.errors)).not.toMatch(/guest@example\.com|411001|grand_total|test firstname/);
  });

  it('is limited per client (10 look-ups in 10 minutes), found or not', async () => {
    const right = { number, email: 'guest@example.com', postcode: ADDRESS.postcode };
    for (let i = 0; i < 10; i++) await lookUp('127.0.0.43', { ...right, postcode: String(400000 + i) });
    const eleventh = await lookUp('127.0.0.43', right);
    expect(eleventh.errors?.[0].message).toMatch(
      /^Too many order look-ups from your connection\. Please wait \d+ minutes? and try again\.$/,
    );
    expect((await lookUp('127.0.0.44', right)).data).toMatchObject({ guestOrder: { number } });
  });
});
