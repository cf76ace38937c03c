/** @jest-environment node */
import { validate } from 'graphql';
import { buildStoreSchema } from '../../schema';
import { ADOBE_COMMERCE_ONLY, asSent, VENIA } from '../../testing/veniaOperations';

/**
 * Magento's own storefront (PWA Studio's Venia) runs on this backend: every operation it sends to a Magento Open
 * Source store validates against the schema this backend serves.
 */
const schema = buildStoreSchema();
const openSource = VENIA.operations.filter((op) => !(op.name in ADOBE_COMMERCE_ONLY));

it('reads all of Venia’s operations, and excludes only Adobe Commerce ones it names', () => {
  expect(VENIA.operations.length).toBeGreaterThanOrEqual(150);
  const names = new Set(VENIA.operations.map((op) => op.name));
  for (const name of Object.keys(ADOBE_COMMERCE_ONLY)) expect(names).toContain(name);
});

it.each(openSource.map((op) => [`${op.name} (${op.source})`, op] as const))('validates %s', (_, op) => {
  expect(validate(schema, asSent(op.document)).map((e) => e.message)).toEqual([]);
});
