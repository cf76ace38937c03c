import { locatedError, typeFromAST, type GraphQLInputType, type NamedTypeNode } from 'graphql';
import { buildStoreSchema } from '../schema';
import { maskError } from '../errors';
import { withTestBackend } from '../testing/testServer';
import { sampleValue, storefrontOperations } from '../testing/storefrontOperations';

const backend = withTestBackend();
type Answer = Awaited<ReturnType<ReturnType<typeof backend>['graphql']>>;

/** Every error of an answer, as [operation, message]: an error without a message shows as an empty string. */
const messagesOf = (name: string, answer: Answer) =>
  (answer.errors ?? []).map((e) => [name, typeof e.message === 'string' ? e.message.trim() : ''] as const);

describe('every GraphQL error carries a message', () => {
  it('resolves the store config fields (order cancellation: on, TILES_ORDER_CANCELLATION)', async () => {
    const answer = await backend().graphql(
      '{ storeConfig { contact_enabled newsletter_enabled order_cancellation_enabled order_cancellation_reasons { description } } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.storeConfig).toMatchObject({
      contact_enabled: true,
      newsletter_enabled: true,
      order_cancellation_enabled: true,
    });
  });

  it('resolves redirect_code (0) and the review fields (none) through categories and products', async () => {
    const answer = await backend().graphql<{
      categories: { items: { redirect_code: number; children: { redirect_code: number }[] }[] };
      products: { items: { rating_summary: number; review_count: number; reviews: { items: unknown[] } }[] };
    }>(
      `{ categories { items { redirect_code children { redirect_code } } }
         products(filter: { category_url_path: { eq: "tiles/floor-tiles" } }, pageSize: 2) {
           items { rating_summary review_count reviews { items { summary } } } } }`,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.categories.items[0].redirect_code).toBe(0);
    expect(answer.data?.products.items[0]).toEqual({ rating_summary: 0, review_count: 0, reviews: { items: [] } });
  });

  it('answers a fault of ours (a non-null field left null) with a message, its path and the internal category, never as {}', () => {
    jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    const fault = locatedError(new Error('Cannot return null for non-nullable field StoreConfig.x.'), null, ['storeConfig', 'x']);
    expect(JSON.parse(JSON.stringify(maskError(fault)))).toEqual({
      message: 'Internal server error',
      path: ['storeConfig', 'x'],
      extensions: { category: 'internal' },
    });
  });

  it('runs every storefront operation, as a guest and signed in, with plausible and with bare variables', async () => {
    const b = backend();
    const { data: page } = await b.graphql<{ products: { items: { sku: string }[] } }>(
      '{ products(filter: { category_url_path: { eq: "tiles/floor-tiles" } }, pageSize: 1) { items { sku } } }',
    );
    const sku = page?.products.items[0].sku ?? 'x';
    const email = 'every.operation@example.com';
    const password = 'Tiles-Store-2026!';
    await b.graphql('mutation ($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { email } } }', {
      i: { firstname: 'Asha', lastname: 'Rao', email, password },
    });
    const { data: signIn } = await b.graphql<{ generateCustomerToken: { token: string } }>(
      `mutation { generateCustomerToken(email: "${email}", password: "${password}") { token } }`,
    );
    const token = signIn?.generateCustomerToken.token ?? '';
    const { data: created } = await b.graphql<{ createEmptyCart: string }>('mutation { createEmptyCart }');
    const cartId = created?.createEmptyCart ?? 'x';
    const address = {
      firstname: 'Asha',
      lastname: 'Rao',
      street: ['12 MG Road'],
      city: 'Bengaluru',
      region: { region_code: 'KA' },
      postcode: '560001',
      country_code: 'IN',
      telephone: '9876543210',
    };
    const plausible: Record<string, unknown> = {
      cartId,
      sku,
      skus: [sku],
      quantity: 10,
      pincode: '560001',
      email,
      password,
      url: 'tiles/floor-tiles',
      path: 'tiles/floor-tiles',
      keys: ['floor-tiles'],
      search: 'marble',
      filter: { category_url_path: { eq: 'tiles/floor-tiles' } },
      base: { category_url_path: { eq: 'tiles/floor-tiles' } },
      withCat: true,
      withTiles: true,
      tilesPath: 'tiles',
      code: 'checkmo',
      carrier: 'flatrate',
      method: 'flatrate',
      address: { ...address, save_in_address_book: false },
      billing: { same_as_shipping: true },
      input: address,
      id: 1,
      addressId: 1,
      items: [{ sku, quantity: 10 }],
    };
    const schema = buildStoreSchema();
    const operations = await storefrontOperations();
    expect(operations.length).toBeGreaterThan(30);
    const missing: (readonly [string, string])[] = [];
    let errors = 0;
    for (const op of operations) {
      const definitions = op.operation.variableDefinitions ?? [];
      const bare = Object.fromEntries(
        definitions.map((v) => [
          v.variable.name.value,
          sampleValue(v.variable.name.value, typeFromAST(schema, v.type as NamedTypeNode) as GraphQLInputType),
        ]),
      );
      const likely = Object.fromEntries(
        definitions.map((v) => [v.variable.name.value, plausible[v.variable.name.value] ?? bare[v.variable.name.value]]),
      );
      for (const variables of [likely, bare])
        for (const headers of [{}, { Authorization: `Bearer ${token}` }] as Record<string, string>[]) {
          const found = messagesOf(op.name, await b.graphql(op.source, variables, headers));
          errors += found.length;
          missing.push(...found.filter(([, message]) => !message));
        }
    }
    // Bare variables ('x' for every id) must have met errors, or this test checked nothing.
    expect(errors).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  }, 60_000);
});
