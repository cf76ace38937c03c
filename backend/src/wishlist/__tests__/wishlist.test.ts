import { withTestBackend } from '../../testing/testServer';
import { bearer, firstSkus } from '../../cart/__tests__/helpers';
import { createAndSignIn, PASSWORD, uniqueEmail } from '../../customer/__tests__/helpers';

process.env.TILES_ACCOUNT_CREATE_LIMIT = '1000/600';
const backend = withTestBackend();
let skus: string[] = [];
beforeAll(async () => {
  skus = (await firstSkus(backend(), 2)).map((p) => p.sku);
});
const gql = (q: string, v: Record<string, unknown> = {}, h: Record<string, string> = {}) => backend().graphql(q, v, h);
const LIST = 'id items_count items_v2 { items { id quantity product { sku } } }';
const ADD = `mutation ($id: ID!, $items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { wishlist { ${LIST} } user_errors { code message } } }`;
type Out = {
  wishlist: { id: string; items_count: number; items_v2: { items: { id: string; quantity: number; product: { sku: string } }[] } };
  user_errors: { code: string; message: string }[];
};
const add = async (token: string | null, id: string, items: { sku: string; quantity: number }[]) =>
  gql(ADD, { id, items }, token ? bearer(token) : {}) as Promise<{
    data?: { addProductsToWishlist: Out };
    errors?: { message: string; extensions?: { category?: string } }[];
  }>;
const listId = async (token: string) =>
  ((await gql('{ customer { wishlist { id } } }', {}, bearer(token))).data as { customer: { wishlist: { id: string } } }).customer.wishlist
    .id;

describe('wishlist', () => {
  it('tells Venia wishlists are on', async () => {
    expect((await gql('{ storeConfig { magento_wishlist_general_is_enabled } }')).data).toEqual({
      storeConfig: { magento_wishlist_general_is_enabled: '1' },
    });
  });

  it('is kept on the server: a second sign-in (another device) sees the same tiles, the same tile added twice is one line', async () => {
    const email = uniqueEmail();
    const phone = await createAndSignIn(backend(), email);
    const id = await listId(phone);
    await add(phone, id, [{ sku: skus[0], quantity: 2 }]);
    await add(phone, '0', [
      { sku: skus[0], quantity: 3 },
      { sku: skus[1], quantity: 1 },
    ]);
    const laptop = (
      (
        await gql('mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', {
          e: email,
          p: PASSWORD,
        })
      ).data as { generateCustomerToken: { token: string } }
    ).generateCustomerToken.token;
    const { data } = await gql(`{ customer { wishlists { ${LIST} } } }`, {}, bearer(laptop));
    const [list] = (data as { customer: { wishlists: Out['wishlist'][] } }).customer.wishlists;
    expect(list.items_count).toBe(2);
    expect(list.items_v2.items.map((i) => [i.product.sku, i.quantity])).toEqual([
      [skus[0], 5],
      [skus[1], 1],
    ]);
  });

  it('refuses guests, someone else’s list, unknown tiles and part boxes with Magento’s shapes', async () => {
    const owner = await createAndSignIn(backend());
    const other = await createAndSignIn(backend());
    const ownerList = await listId(owner);
    expect((await add(null, ownerList, [{ sku: skus[0], quantity: 1 }])).errors?.[0]).toMatchObject({
      message: 'The current user cannot perform operations on wishlist',
      extensions: { category: 'graphql-authorization' },
    });
    expect((await add(other, ownerList, [{ sku: skus[0], quantity: 1 }])).errors?.[0].message).toBe('The wishlist was not found.');
    const out = (
      await add(owner, ownerList, [
        { sku: 'NO-SUCH-TILE', quantity: 1 },
        { sku: skus[0], quantity: 1.5 },
      ])
    ).data!.addProductsToWishlist;
    expect(out.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-TILE"' },
      { code: 'UNDEFINED', message: 'The quantity of a wish list item must be a whole number of boxes from 1 to 10,000.' },
    ]);
    expect(out.wishlist.items_count).toBe(0);
    expect((await gql('query ($id: ID!) { customer { wishlist_v2(id: $id) { id } } }', { id: ownerList }, bearer(other))).data).toEqual({
      customer: { wishlist_v2: null },
    });
  });
});
