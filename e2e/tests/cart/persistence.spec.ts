import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { ports } from '../../support/ports';
import { startServer, stopServer } from '../../support/processes';
import { needsLocalStore } from '../../support/remoteStore';

needsLocalStore('processes');

/** A cart lives in the backend's SQLite file: stopping and starting the backend loses nothing. */
test('a cart survives a backend restart', async ({ request }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tiles-cart-'));
  const port = String(ports.backend + 57);
  const url = `http://localhost:${port}`;
  const env = { TILES_DB: path.join(dir, 'store.sqlite'), TILES_PORT_BACKEND: port, TILES_FRESH_DB: '' };
  const args = ['--import', 'tsx', 'backend/src/server.ts'];
  const gql = async (query: string) => (await (await request.post(`${url}/graphql`, { data: { query } })).json()).data;
  let backend = await startServer(args, `${url}/health`, env);
  try {
    const cartId: string = (await gql('mutation { createEmptyCart }')).createEmptyCart;
    await gql(
      `mutation { addSimpleProductsToCart(input: { cart_id: "${cartId}", cart_items: [{ data: { sku: "TL-1001", quantity: 3 } }] }) { cart { id } } }`,
    );
    await gql(`mutation { applyCouponToCart(input: { cart_id: "${cartId}", coupon_code: "TILES10" }) { cart { id } } }`);
    const query = `{ cart(cart_id: "${cartId}") { items { quantity product { sku } } applied_coupons { code } prices { grand_total { value } } } }`;
    const before = await gql(query);

    await stopServer(backend);
    backend = await startServer(args, `${url}/health`, env);
    const after = await gql(query);
    expect(after).toEqual(before);
    expect(after.cart.items).toEqual([{ quantity: 3, product: { sku: 'TL-1001' } }]);
    expect(after.cart.applied_coupons).toEqual([{ code: 'TILES10' }]);
  } finally {
    await stopServer(backend);
    rmSync(dir, { recursive: true, force: true });
  }
});
