import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestBackend, type TestBackend } from '../../testing/testServer';

let backend: TestBackend;
beforeAll(async () => {
  // A fresh feature store: every tile is rendered, then every stored vector checked, both while shoppers browse.
  process.env.TILES_VISUAL_CACHE = path.join(mkdtempSync(path.join(tmpdir(), 'tiles-visual-bg-')), 'features.sqlite');
  backend = await startTestBackend();
}, 60000);
afterAll(() => backend.close());

it('takes writes to the store while product image features are computed and checked in the background', async () => {
  const { featuresVerified } = await import('../visual/productFeatures');
  let settled = false;
  const work = featuresVerified().then(() => (settled = true));
  const answers: unknown[] = [];
  while (!settled) {
    // A new cart is a write: refused while a read of the store is left open across a pause.
    const { data, errors } = await backend.graphql<{ createEmptyCart: string }>('mutation { createEmptyCart }');
    answers.push(errors ?? typeof data?.createEmptyCart);
  }
  await work;
  expect(answers.length).toBeGreaterThan(1);
  expect(new Set(answers)).toEqual(new Set(['string']));
}, 120000);
