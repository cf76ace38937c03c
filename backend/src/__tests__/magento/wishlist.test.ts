/**
 * Ported from Magento 2.4.7 api-functional GraphQl/Wishlist/CustomerWishlistTest, CustomerWishlistsTest,
 * DeleteProductsFromWishlistTest and UpdateProductsFromWishlistTest, on this store's tiles (Magento's 'simple'
 * product is the first tile). README "Magento parity" counts them.
 */
import { withTestBackend } from '../../testing/testServer';
import { bearer, firstSkus } from '../../cart/__tests__/helpers';
import { createAndSignIn } from '../../customer/__tests__/helpers';
import { firstError } from './fixtures';

jest.setTimeout(30_000);
process.env.TILES_ACCOUNT_CREATE_LIMIT = '1000/600';
const backend = withTestBackend();
let sku = '';
beforeAll(async () => {
  [{ sku }] = await firstSkus(backend(), 1);
});
const gql = (q: string, v: Record<string, unknown> = {}, h: Record<string, string> = {}) => backend().graphql(q, v, h);

type Item = { id: string; quantity: number; description: string | null; product: { sku: string } | null };
type List = { id: string; items_count: number; sharing_code: string; updated_at: string; items_v2: { items: Item[] } };
const LIST = 'id items_count sharing_code updated_at items_v2 { items { id quantity description product { sku name } } }';
async function wishlistOf(token: string): Promise<List> {
  const answer = await gql(`{ customer { wishlist { ${LIST} } } }`, {}, bearer(token));
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return (answer.data as { customer: { wishlist: List } }).customer.wishlist;
}
const ADD = `mutation ($id: ID!, $items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { wishlist { ${LIST} } user_errors { code message } } }`;
type AddOut = { wishlist: List; user_errors: { code: string; message: string }[] };
const add = async (token: string, id: string, items: { sku: string; quantity: number }[]) =>
  ((await gql(ADD, { id, items }, bearer(token))).data as { addProductsToWishlist: AddOut }).addProductsToWishlist;
const REMOVE = `mutation ($id: ID!, $ids: [ID!]!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) { wishlist { ${LIST} } user_errors { code message } } }`;
/** wishlist_with_simple_product.php: a customer whose list holds the first tile. */
async function customerWithTile() {
  const token = await createAndSignIn(backend());
  const { id } = await wishlistOf(token);
  const { wishlist } = await add(token, id, [{ sku, quantity: 1 }]);
  return { token, wishlist };
}

describe('Magento\\GraphQl\\Wishlist\\CustomerWishlistTest', () => {
  it('testCustomerWishlist', async () => {
    const { token, wishlist } = await customerWithTile();
    const { data } = await gql(
      '{ customer { wishlist { id items_count sharing_code updated_at items { product { sku } } } } }',
      {},
      bearer(token),
    );
    expect(data).toEqual({
      customer: {
        wishlist: {
          id: wishlist.id,
          items_count: 1,
          sharing_code: wishlist.sharing_code,
          updated_at: wishlist.updated_at,
          items: [{ product: { sku } }],
        },
      },
    });
  });
  it('testCustomerAlwaysHasWishlist', async () => {
    const token = await createAndSignIn(backend());
    expect((await wishlistOf(token)).id).toMatch(/^\d+$/);
  });
  it('testGuestCannotGetWishlist', async () => {
    expect(firstError(await gql('{ customer { wishlist { items_count sharing_code updated_at } } }'))?.message).toBe(
      "The current customer isn't authorized.",
    );
  });
  it('testAddProductToWishlistWithZeroQty', async () => {
    const token = await createAndSignIn(backend());
    const out = await add(token, (await wishlistOf(token)).id, [{ sku, quantity: 0 }]);
    expect(out.user_errors).toEqual([{ code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' }]);
    expect(out.wishlist).toMatchObject({ items_count: 0, items_v2: { items: [] } });
  });
});

describe('Magento\\GraphQl\\Wishlist\\CustomerWishlistsTest', () => {
  it('testCustomerWishlist', async () => {
    const { token, wishlist } = await customerWithTile();
    const { data } = await gql(
      '{ customer { wishlists { items_count sharing_code updated_at items_v2 { items { product { name sku } } } } } }',
      {},
      bearer(token),
    );
    const [only] = (data as { customer: { wishlists: (List & { items_v2: { items: { product: { sku: string } }[] } })[] } }).customer
      .wishlists;
    expect(only).toMatchObject({ items_count: 1, sharing_code: wishlist.sharing_code, updated_at: wishlist.updated_at });
    expect(only.items_v2.items[0].product.sku).toBe(sku);
  });
  it('testGuestCannotGetWishlist', async () => {
    expect(firstError(await gql('{ customer { wishlists { items_count } } }'))?.message).toBe("The current customer isn't authorized.");
  });
});

describe('Magento\\GraphQl\\Wishlist\\DeleteProductsFromWishlistTest', () => {
  it('testDeleteWishlistItemFromWishlist', async () => {
    const { token, wishlist } = await customerWithTile();
    expect(wishlist.items_count).toBe(1);
    const { data } = await gql(REMOVE, { id: wishlist.id, ids: [wishlist.items_v2.items[0].id] }, bearer(token));
    expect((data as { removeProductsFromWishlist: AddOut }).removeProductsFromWishlist.wishlist).toMatchObject({
      items_count: 0,
      items_v2: { items: [] },
    });
  });
  it('testUnauthorizedWishlistItemDelete', async () => {
    const first = await customerWithTile();
    const second = await customerWithTile();
    const itemId = first.wishlist.items_v2.items[0].id;
    const { data } = await gql(REMOVE, { id: second.wishlist.id, ids: [itemId] }, bearer(second.token));
    const out = (data as { removeProductsFromWishlist: AddOut }).removeProductsFromWishlist;
    expect(out.wishlist.items_count).toBe(1);
    expect(out.user_errors[0].message).toBe(`The wishlist item with ID "${itemId}" does not belong to the wishlist`);
    expect((await wishlistOf(first.token)).items_count).toBe(1);
  });
});

const UPDATE = `mutation ($id: ID!, $items: [WishlistItemUpdateInput!]!) { updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) { wishlist { ${LIST} } user_errors { code message } } }`;

describe('Magento\\GraphQl\\Wishlist\\UpdateProductsFromWishlistTest', () => {
  it('testUpdateSimpleProductFromWishlist', async () => {
    const { token, wishlist } = await customerWithTile();
    const items = [{ wishlist_item_id: wishlist.items_v2.items[0].id, quantity: 5, description: 'Simple Description' }];
    const { data } = await gql(UPDATE, { id: wishlist.id, items }, bearer(token));
    const out = (data as { updateProductsInWishlist: AddOut }).updateProductsInWishlist;
    expect(out.user_errors).toEqual([]);
    expect(out.wishlist.items_v2.items[0]).toMatchObject({ quantity: 5, description: 'Simple Description' });
  });
  it('testUnauthorizedWishlistItemUpdate', async () => {
    const first = await customerWithTile();
    const second = await customerWithTile();
    const itemId = first.wishlist.items_v2.items[0].id;
    const { data } = await gql(
      UPDATE,
      { id: second.wishlist.id, items: [{ wishlist_item_id: itemId, quantity: 9 }] },
      bearer(second.token),
    );
    expect((data as { updateProductsInWishlist: AddOut }).updateProductsInWishlist.user_errors[0].message).toBe(
      `The wishlist item with ID "${itemId}" does not belong to the wishlist`,
    );
    expect((await wishlistOf(first.token)).items_v2.items[0].quantity).toBe(1);
  });
  it('testUpdateProductWithValidQtyAndNoDescription', async () => {
    const { token, wishlist } = await customerWithTile();
    const { data } = await gql(
      UPDATE,
      { id: wishlist.id, items: [{ wishlist_item_id: wishlist.items_v2.items[0].id, quantity: 2 }] },
      bearer(token),
    );
    const out = (data as { updateProductsInWishlist: AddOut }).updateProductsInWishlist;
    expect(out.wishlist.items_count).toBe(1);
    expect(out.wishlist.items_v2.items[0]).toMatchObject({ quantity: 2, product: { sku } });
  });
  it('testUpdateProductInWishlistWithZeroQty', async () => {
    const { token, wishlist } = await customerWithTile();
    const { data } = await gql(
      UPDATE,
      { id: wishlist.id, items: [{ wishlist_item_id: wishlist.items_v2.items[0].id, quantity: 0 }] },
      bearer(token),
    );
    expect((data as { updateProductsInWishlist: AddOut }).updateProductsInWishlist.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' },
    ]);
  });
});
