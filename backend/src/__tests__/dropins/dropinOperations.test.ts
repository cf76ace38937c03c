/** @jest-environment node */
import { validate } from 'graphql';
import { buildStoreSchema } from '../../schema';
import { COMMERCE_ONLY_OPERATIONS, DROPIN_PACKAGES, dropinOperations, openSourcePart } from '../../testing/dropinOperations';

/**
 * Adobe's storefront drop-ins (the published @dropins/storefront-* packages, their operations read from the shipped
 * JavaScript) run on this backend: every operation that needs only Magento Open Source validates against the schema
 * this backend serves, sent without the Adobe Commerce fields it also selects (gift cards and wrapping, returns, B2B),
 * which testing/dropinOperations.ts names with their reasons. Operations wholly of Adobe Commerce are skipped by name.
 */
const schema = buildStoreSchema();
const operations = dropinOperations();
const openSource = operations.filter((op) => !(op.name in COMMERCE_ONLY_OPERATIONS));

/**
 * Magento 2.4.8 changed `guestOrder`'s input type (GuestOrderInformationInput: number, e-mail, last name) where 2.4.7
 * has OrderInformationInput (number, e-mail, pincode). A field has one argument type, and this store's own order
 * look-up (mf-cart) sends 2.4.7's; the drop-ins' look-up by number needs 2.4.8's.
 */
const VERSION_CONFLICTS: Record<string, string> = {
  GET_GUEST_ORDER: 'guestOrder(input: GuestOrderInformationInput!) is 2.4.8; this store serves 2.4.7 OrderInformationInput',
};

it('reads the operations of every drop-in package, and skips only Adobe Commerce ones it names', () => {
  for (const pkg of DROPIN_PACKAGES) expect(operations.some((op) => op.source.startsWith(pkg))).toBe(true);
  expect(operations.length).toBeGreaterThanOrEqual(90);
  const names = new Set(operations.map((op) => op.name));
  for (const name of Object.keys(COMMERCE_ONLY_OPERATIONS)) expect(names).toContain(name);
  console.log(
    `drop-in operations: ${operations.length}; Open Source: ${openSource.length}, of which valid: ${
      openSource.filter((op) => validate(schema, openSourcePart(schema, op.document)).length === 0).length
    }; Adobe Commerce only: ${operations.length - openSource.length}`,
  );
});

it.each(openSource.filter((op) => !(op.name in VERSION_CONFLICTS)).map((op) => [`${op.name} (${op.source})`, op] as const))(
  'validates %s',
  (_, op) => {
    expect(validate(schema, openSourcePart(schema, op.document)).map((e) => e.message)).toEqual([]);
  },
);

it('the one 2.4.7/2.4.8 conflict is exactly the input type it names', () => {
  const op = openSource.find((o) => o.name === 'GET_GUEST_ORDER')!;
  expect(validate(schema, openSourcePart(schema, op.document)).map((e) => e.message)).toEqual([
    'Variable "$input" of type "GuestOrderInformationInput!" used in position expecting type "OrderInformationInput!".',
  ]);
});
