import { withTestBackend } from '../../testing/testServer';
import { bearer } from '../../cart/__tests__/helpers';
import { createAndSignIn } from './helpers';

const backend = withTestBackend();

it('a saved address answers custom_attributesV2 as an empty list (non-null in Magento’s schema), not an error', async () => {
  const token = await createAndSignIn(backend());
  const created = await backend().graphql(
    `mutation { createCustomerAddress(input: { firstname: "Asha", lastname: "Rao", street: ["12 MG Road"], city: "Pune", region: { region_code: "MH" },
      postcode: "411001", country_code: IN, telephone: "9876543210" }) { id } }`,
    {},
    bearer(token),
  );
  expect(created.errors).toBeUndefined();
  const { data, errors } = await backend().graphql<{
    customer: { addresses: { city: string; custom_attributesV2: unknown[]; custom_attributes: unknown[] }[] };
  }>('{ customer { addresses { city custom_attributesV2 { code } custom_attributes { attribute_code } } } }', {}, bearer(token));
  expect(errors).toBeUndefined();
  expect(data!.customer.addresses).toEqual([{ city: 'Pune', custom_attributesV2: [], custom_attributes: [] }]);
});
