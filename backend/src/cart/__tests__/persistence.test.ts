import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestBackend } from '../../testing/testServer';
import { closeDb } from '../../store/db';
import { createAndSignIn, PASSWORD, uniqueEmail } from '../../customer/__tests__/helpers';
import { addSku, bearer, CART_FIELDS, firstSkus, newGuestCart, type TestCart } from './helpers';

// Starting the backend seeds the catalogue; on a busy machine that outlasts the default 5 s.
jest.setTimeout(60_000);

const dir = mkdtempSync(path.join(tmpdir(), 'tiles-cart-'));
beforeAll(() => {
  process.env.TILES_DB = path.join(dir, 'store.sqlite');
});
afterAll(() => {
  delete process.env.TILES_DB;
  rmSync(dir, { recursive: true, force: true });
});

it('keeps carts, coupons, customers and tokens across a restart', async () => {
  const first = await startTestBackend();
  const [{ sku }] = await firstSkus(first, 1);
  const guestCart = await newGuestCart(first);
  await addSku(first, guestCart, sku, 7);
  await first.graphql(`mutation { applyCouponToCart(input: { cart_id: "${guestCart}", coupon_code: "TILES10" }) { cart { id } } }`);
  const email = uniqueEmail();
  const token = await createAndSignIn(first, email);
  const { data: cc } = await first.graphql<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, bearer(token));
  await addSku(first, cc!.customerCart.id, sku, 2, bearer(token));
  const before = (await first.graphql<{ cart: TestCart }>(`{ cart(cart_id: "${guestCart}") { ${CART_FIELDS} } }`)).data!.cart;
  await first.close();
  closeDb();

  const second = await startTestBackend();
  try {
    const after = (await second.graphql<{ cart: TestCart }>(`{ cart(cart_id: "${guestCart}") { ${CART_FIELDS} } }`)).data!.cart;
    expect(after).toEqual(before);
    expect(after.applied_coupons).toEqual([{ code: 'TILES10' }]);
    const mine = await second.graphql<{ customerCart: { id: string; total_quantity: number } }>(
      '{ customerCart { id total_quantity } }',
      {},
      bearer(token),
    );
    expect(mine.data!.customerCart).toEqual({ id: cc!.customerCart.id, total_quantity: 2 });
    const signIn = await second.graphql<{ generateCustomerToken: { token: string } }>(
      `mutation { generateCustomerToken(email: "${email}", password: "${PASSWORD}") { token } }`,
    );
    expect(signIn.data!.generateCustomerToken.token).toBeTruthy();
  } finally {
    await second.close();
    closeDb();
  }
});
