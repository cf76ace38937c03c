import { startTestBackend, type TestBackend } from '../testing/testServer';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
}, 60_000);
afterAll(() => backend.close());

describe('error answers', () => {
  it('explains a bad variable inside an input object instead of masking it', async () => {
    const { errors } = await backend.graphql('query ($f: ProductAttributeFilterInput) { products(filter: $f) { total_count } }', {
      f: { sku: { eq: ['not', 'a', 'string'] } },
    });
    expect(errors?.[0].message).toMatch(/Variable "\$f" got invalid value/);
  });

  it('answers a syntax error with its message', async () => {
    const { errors } = await backend.graphql('{ products(');
    expect(errors?.[0].message).toMatch(/Syntax Error/);
  });
});
