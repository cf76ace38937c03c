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
    expectRefused(await backend().graphql(query, { size: 500 }), /estimated cost is 10001, the limit 5000/);
    const page = await backend().graphql<{ products: { items: unknown[] } }>(query, { size: 24 });
    expect(page.errors).toBeUndefined();
    expect(page.data?.products.items.length).toBeGreaterThan(0);
  });

  it('keeps serving after the refusals', async () => {
    const answer = await backend().graphql<{ products: { items: { sku: string }[] } }>(
      `{ products(${FLOOR}, pageSize: 2) { items { sku } } }`,
    );
    expect(answer.data?.products.items).toHaveLength(2);
  });
});
