// In production (NODE_ENV=production) the API does not map itself for a prober: no introspection, no "Did you mean"
// suggestions, unless TILES_GRAPHQL_INTROSPECTION / TILES_GRAPHQL_SUGGESTIONS say 1. Local runs and tests keep both.
import { startTestBackend, type TestBackend } from '../testing/testServer';
import { schemaDisclosureFromEnv } from '../limits/disclosure';
import { ConfigError } from '../configError';

jest.setTimeout(30_000);
const INTROSPECTION = ['{ __schema { queryType { name } } }', '{ __type(name: "Cart") { fields { name } } }'];
const TYPO = '{ products(search: "wood", pageSize: 1) { itmes { sku } } }';

async function backendWith(env: Record<string, string | undefined>): Promise<TestBackend> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    return await startTestBackend();
  } finally {
    process.env = saved;
  }
}

describe('production mode', () => {
  let production: TestBackend;
  let configured: TestBackend;
  let local: TestBackend;
  beforeAll(async () => {
    production = await backendWith({ NODE_ENV: 'production', TILES_STOREFRONT_URL: 'https://shop.tiles.example' });
    configured = await backendWith({
      NODE_ENV: 'production',
      TILES_STOREFRONT_URL: 'https://shop.tiles.example',
      TILES_GRAPHQL_INTROSPECTION: '1',
      TILES_GRAPHQL_SUGGESTIONS: '1',
    });
    local = await backendWith({ NODE_ENV: 'test' });
  });
  afterAll(() => Promise.all([production, configured, local].map((b) => b?.close())));

  it.each(INTROSPECTION)('refuses introspection (%s); __typename still answers', async (query) => {
    const answer = await production.graphql(query);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0].message).toMatch(/^GraphQL introspection has been disabled/);
    expect((await production.graphql('{ __typename }')).data).toEqual({ __typename: 'Query' });
  });

  it('names no field a mistyped one almost matched', async () => {
    const answer = await production.graphql(TYPO);
    expect(answer.errors?.map((e) => e.message)).toEqual(['Cannot query field "itmes" on type "Products".']);
  });

  it('keeps both when configured, and outside production', async () => {
    for (const backend of [configured, local]) {
      expect((await backend.graphql(INTROSPECTION[0])).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
      expect((await backend.graphql(TYPO)).errors?.[0].message).toBe(
        'Cannot query field "itmes" on type "Products". Did you mean "items"?',
      );
    }
  });

  it('takes 0 or 1 only; anything else stops the start', () => {
    expect(() => schemaDisclosureFromEnv({ TILES_GRAPHQL_INTROSPECTION: 'yes' })).toThrow(ConfigError);
    expect(schemaDisclosureFromEnv({ NODE_ENV: 'production', TILES_GRAPHQL_SUGGESTIONS: '1' })).toEqual({
      introspection: false,
      suggestions: true,
    });
  });
});
