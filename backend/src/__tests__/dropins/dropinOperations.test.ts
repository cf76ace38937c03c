/** @jest-environment node */
import { validate } from 'graphql';
import { buildStoreSchemas, schemaForDocument } from '../../schemaVersions';
import { COMMERCE_ONLY_OPERATIONS, DROPIN_PACKAGES, dropinOperations, openSourcePart } from '../../testing/dropinOperations';

/**
 * Adobe's storefront drop-ins (the published @dropins/storefront-* packages, their operations read from the shipped
 * JavaScript) run on this backend: every operation that needs only Magento Open Source validates against the schema
 * this backend serves, sent without the Adobe Commerce fields it also selects (gift cards and wrapping, returns, B2B),
 * which testing/dropinOperations.ts names with their reasons. Operations wholly of Adobe Commerce are skipped by name.
 */
const schemas = buildStoreSchemas();
const schema = schemas.v247;
/** The schema the backend validates a document against (2.4.8's guest order look-up gets 2.4.8's). */
const servedFor = (op: { document: string }) => {
  const doc = openSourcePart(schema, op.document);
  return validate(schemaForDocument(schemas, doc), doc);
};
const operations = dropinOperations();
const openSource = operations.filter((op) => !(op.name in COMMERCE_ONLY_OPERATIONS));

it('reads the operations of every drop-in package, and skips only Adobe Commerce ones it names', () => {
  for (const pkg of DROPIN_PACKAGES) expect(operations.some((op) => op.source.startsWith(pkg))).toBe(true);
  expect(operations.length).toBeGreaterThanOrEqual(90);
  const names = new Set(operations.map((op) => op.name));
  for (const name of Object.keys(COMMERCE_ONLY_OPERATIONS)) expect(names).toContain(name);
  console.log(
    `drop-in operations: ${operations.length}; Open Source: ${openSource.length}, of which valid: ${
      openSource.filter((op) => servedFor(op).length === 0).length
    }; Adobe Commerce only: ${operations.length - openSource.length}`,
  );
});

it.each(openSource.map((op) => [`${op.name} (${op.source})`, op] as const))('validates %s', (_, op) => {
  expect(servedFor(op).map((e) => e.message)).toEqual([]);
});

/**
 * Magento 2.4.8 changed `guestOrder`'s input type (GuestOrderInformationInput: number, e-mail, last name) where 2.4.7
 * has OrderInformationInput (number, e-mail, pincode); the spec admits a variable only where its named type is the
 * argument's, so no one schema takes both. The drop-ins' look-up is the one operation that needs 2.4.8's schema.
 */
it('only the 2.4.8 guest order look-up needs the 2.4.8 schema, and 2.4.7 alone refuses it', () => {
  const needing248 = openSource.filter((op) => schemaForDocument(schemas, openSourcePart(schema, op.document)) === schemas.v248);
  expect(needing248.map((op) => op.name)).toEqual(['GET_GUEST_ORDER']);
  expect(validate(schema, openSourcePart(schema, needing248[0].document)).map((e) => e.message)).toEqual([
    'Variable "$input" of type "GuestOrderInformationInput!" used in position expecting type "OrderInformationInput!".',
  ]);
});
