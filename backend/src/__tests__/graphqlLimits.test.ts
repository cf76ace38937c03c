import { withTestBackend } from '../testing/testServer';

const backend = withTestBackend();
type Answer = Awaited<ReturnType<ReturnType<typeof backend>['graphql']>>;

/** A refusal by a limit: one graphql-input error naming the limit, and nothing executed (no data at all). */
function expectRefused(answer: Answer, message: RegExp): void {
  expect(answer.data ?? null).toBeNull();
  expect(answer.errors).toHaveLength(1);
  expect(answer.errors?.[0].message).toMatch(message);
  expect(answer.errors?.[0].extensions?.category).toBe('graphql-input');
}

const FLOOR = 'filter: { category_url_path: { eq: "tiles/floor-tiles" } }';

describe('GraphQL limits (defaults)', () => {
  it('refuses related_products nested in itself, four deep (the 157-byte query that took 27 s)', async () => {
    const answer = await backend().graphql(
      `{ products(${FLOOR}, pageSize: 100) { items { related_products { related_products { related_products { related_products { sku } } } } } } }`,
    );
    expectRefused(answer, /"related_products" cannot be selected inside "related_products"/);
  });

  it('refuses the nesting through a fragment too', async () => {
    const answer = await backend().graphql(
      `{ products(${FLOOR}) { items { related_products { ...More } } } } fragment More on ProductInterface { related_products { sku } }`,
    );
    expectRefused(answer, /cannot be selected inside/);
  });

  it('refuses a document deeper than 20 levels', async () => {
    const answer = await backend().graphql(`{ categories { items { ${'children { '.repeat(20)}uid${' }'.repeat(20)} } } }`);
    expectRefused(answer, /depth limit of 20 exceeded, found 23/);
  });

  it('refuses more than 30 aliases, __typename ones included', async () => {
    const answer = await backend().graphql(`{ ${Array.from({ length: 31 }, (_, i) => `a${i}: __typename`).join(' ')} }`);
    expectRefused(answer, /Aliases limit of 30 exceeded, found 31/);
  });

  it('refuses a document of more than 1,000 tokens before parsing all of it (80,000 __typename fields, 880 KB: under the 1 MB body limit)', async () => {
    const answer = await backend().graphql(`{ ${'__typename '.repeat(80_000)}}`);
    expectRefused(answer, /more than 1000 tokens/);
  });

  it('refuses a page size × nesting over the cost budget, counting pageSize from variables', async () => {
    const query = `query ($size: Int!) { products(${FLOOR}, pageSize: $size) { items { sku name related_products { sku name } } } }`;
    expectRefused(await backend().graphql(query, { size: 300 }), /estimated cost is 7951, the limit 5000/);
    const page = await backend().graphql<{ products: { items: unknown[] } }>(query, { size: 24 });
    expect(page.errors).toBeUndefined();
    expect(page.data?.products.items.length).toBeGreaterThan(0);
  });

  it("refuses a pageSize over Magento's 300", async () => {
    expectRefused(await backend().graphql(`{ products(${FLOOR}, pageSize: 301) { items { sku } } }`), /^Maximum pageSize is 300$/);
  });

  // The attack: 30 aliases filtering by 60,000 skus each (522 KB), 1.4-4.0 s of the one thread per request.
  const skuAliases = (n: number) =>
    `query ($skus: [String]) { ${Array.from({ length: n }, (_, i) => `a${i}: products(filter: { sku: { in: $skus } }) { total_count }`).join(' ')} }`;
  const skus = (n: number) => Array.from({ length: n }, (_, i) => `TILE-${String(i).padStart(6, '0')}`);

  it('refuses a variable list of more than 1,000 values before execution (30 aliases × 60,000 skus)', async () => {
    const started = performance.now();
    expectRefused(await backend().graphql(skuAliases(30), { skus: skus(60_000) }), /has 60000 values, the limit 1000/);
    console.log(`30 aliases × 60,000 skus refused in ${Math.round(performance.now() - started)} ms`);
  });

  it('counts each value of an input list in the cost, in every alias (30 aliases × 1,000 skus)', async () => {
    expectRefused(await backend().graphql(skuAliases(30), { skus: skus(1000) }), /estimated cost is 3\d{4}, the limit 5000/);
  });

  it('counts long strings too: 1 per 1,000 characters', async () => {
    const query = `query ($q: String) { ${Array.from({ length: 10 }, (_, i) => `a${i}: products(filter: { name: { match: $q } }) { total_count }`).join(' ')} }`;
    expectRefused(await backend().graphql(query, { q: 'm'.repeat(600_000) }), /estimated cost is 6\d{3}, the limit 5000/);
  });

  it('answers a list the size the storefront sends', async () => {
    const answer = await backend().graphql(skuAliases(2), { skus: skus(24) });
    expect(answer.errors).toBeUndefined();
  });

  it('keeps serving after the refusals', async () => {
    const answer = await backend().graphql<{ products: { items: { sku: string }[] } }>(
      `{ products(${FLOOR}, pageSize: 2) { items { sku } } }`,
    );
    expect(answer.data?.products.items).toHaveLength(2);
  });
});
