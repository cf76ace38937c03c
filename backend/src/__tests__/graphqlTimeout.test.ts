import { withTestBackend } from '../testing/testServer';

// A 1 ms budget, so any real query outlives it; set before the backend reads its limits.
process.env.TILES_GRAPHQL_TIMEOUT_MS = '1';
const backend = withTestBackend();

describe('GraphQL execution timeout', () => {
  it('stops a query that runs past TILES_GRAPHQL_TIMEOUT_MS with one clear graphql-input error', async () => {
    const answer = await backend().graphql(
      `{ products(filter: { category_url_path: { eq: "tiles" } }, pageSize: 150) { items { sku related_products { sku } categories { uid } } } }`,
    );
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/took longer than 1 ms and was stopped/),
        extensions: { category: 'graphql-input' },
      }),
    ]);
  });

  it('still answers what needs no resolver work', async () => {
    expect((await backend().graphql('{ __typename }')).data).toEqual({ __typename: 'Query' });
  });
});
