// What a wishlist write may cost: each written item counts in the GraphQL cost (every alias), and each customer has a
// rate of changes. The attack these hold off: 4 aliases × 1,000 items against a full list, repeated by 4 clients,
// stalled every other shopper for seconds (scripts/bench/wishlist-attack.mjs measures it; no time is asserted here).
import { withTestBackend } from '../../testing/testServer';
import { bearer, firstSkus } from '../../cart/__tests__/helpers';
import { createAndSignIn } from '../../customer/__tests__/helpers';

process.env.TILES_ACCOUNT_CREATE_LIMIT = '1000/600';
process.env.TILES_WISHLIST_WRITE_LIMIT = '12/600';
const backend = withTestBackend();
jest.setTimeout(60_000);

let skus: string[] = [];
beforeAll(async () => {
  skus = (await firstSkus(backend(), 200)).map((p) => p.sku);
});

type Answer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { category?: string } }[] };
const addField = (alias: string) =>
  `${alias}: addProductsToWishlist(wishlistId: "0", wishlistItems: $items) { wishlist { items_count } user_errors { code message } }`;
const addMany = (token: string, aliases: number, items: { sku: string; quantity: number }[]) =>
  backend().graphql(
    `mutation ($items: [WishlistItemInput!]!) { ${Array.from({ length: aliases }, (_, i) => addField(`a${i}`)).join(' ')} }`,
    { items },
    bearer(token),
  ) as Promise<Answer>;
const itemsOf = (n: number) => Array.from({ length: n }, (_, i) => ({ sku: skus[i % skus.length], quantity: 1 }));
const itemsCount = async (token: string) =>
  (
    (await backend().graphql('{ customer { wishlist { items_count } } }', {}, bearer(token))).data as {
      customer: { wishlist: { items_count: number } };
    }
  ).customer.wishlist.items_count;

describe('a wishlist write costs what it does', () => {
  it('4 aliases × 1,000 items is refused by its cost before anything is written, with the limit named', async () => {
    const token = await createAndSignIn(backend());
    const answer = await addMany(token, 4, itemsOf(1000));
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors![0].extensions?.category).toBe('graphql-input');
    expect(answer.errors![0].message).toMatch(/^This request is too expensive: its estimated cost is \d+, the limit 5000\./);
    expect(await itemsCount(token)).toBe(0);
  });

  it('every alias counts: what one alias may write, four aliases of it may not', async () => {
    const token = await createAndSignIn(backend());
    const one = await addMany(token, 1, itemsOf(240));
    expect(one.errors).toBeUndefined();
    expect((one.data as { a0: { wishlist: { items_count: number } } }).a0.wishlist.items_count).toBe(200);
    expect((await addMany(token, 4, itemsOf(240))).errors?.[0].message).toMatch(/^This request is too expensive/);
  });

  it('the whole list (the unpaged `items`) is counted at its 200 tiles, so it cannot be asked for in every alias', async () => {
    const token = await createAndSignIn(backend());
    const whole = (alias: string) => `${alias}: wishlist { items { id qty description added_at product { sku name url_key } } }`;
    const answer = (await backend().graphql(
      `{ customer { ${Array.from({ length: 10 }, (_, i) => whole(`w${i}`)).join(' ')} } }`,
      {},
      bearer(token),
    )) as Answer;
    expect(answer.errors?.[0].message).toMatch(/^This request is too expensive/);
    expect((await backend().graphql(`{ customer { ${whole('w')} } }`, {}, bearer(token))).errors).toBeUndefined();
  });
});

describe('each customer has a rate of wishlist changes', () => {
  it('over it, each further change (each alias) is refused with the wait, nothing written; another customer is not held up', async () => {
    const token = await createAndSignIn(backend());
    for (let i = 0; i < 3; i++) expect((await addMany(token, 4, [{ sku: skus[i], quantity: 1 }])).errors).toBeUndefined();
    expect(await itemsCount(token)).toBe(3);
    const over = await addMany(token, 2, [{ sku: skus[10], quantity: 1 }]);
    expect(over.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
      ['Too many wish list changes from your account. Please wait 10 minutes and try again.', 'graphql-input'],
      ['Too many wish list changes from your account. Please wait 10 minutes and try again.', 'graphql-input'],
    ]);
    const removed = (await backend().graphql(
      'mutation { removeProductsFromWishlist(wishlistId: "0", wishlistItemsIds: ["1"]) { user_errors { message } } }',
      {},
      bearer(token),
    )) as Answer;
    expect(removed.errors?.[0].message).toMatch(/^Too many wish list changes/);
    expect(await itemsCount(token)).toBe(3);

    const other = await createAndSignIn(backend());
    expect((await addMany(other, 1, [{ sku: skus[10], quantity: 1 }])).errors).toBeUndefined();
  });
});
