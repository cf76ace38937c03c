import { withTestBackend } from '../../testing/testServer';
import { bearer } from '../../cart/__tests__/helpers';
import { createAndSignIn } from './helpers';

const backend = withTestBackend();

const ADDRESS = {
  firstname: 'Asha',
  lastname: 'Rao',
  street: ['12 MG Road'],
  city: 'Pune',
  region: { region_code: 'MH' },
  postcode: '411005',
  country_code: 'IN',
  telephone: '9876543210',
};
const OPERATIONS = {
  update: 'mutation ($id: Int!) { updateCustomerAddress(id: $id, input: { city: "Mumbai" }) { id } }',
  delete: 'mutation ($id: Int!) { deleteCustomerAddress(id: $id) }',
};

describe("another customer's address id", () => {
  it.each(Object.entries(OPERATIONS))('answers %s exactly as an id that does not exist', async (_, operation) => {
    const owner = await createAndSignIn(backend());
    const created = await backend().graphql<{ createCustomerAddress: { id: number } }>(
      'mutation ($a: CustomerAddressInput!) { createCustomerAddress(input: $a) { id } }',
      { a: ADDRESS },
      bearer(owner),
    );
    const theirs = created.data!.createCustomerAddress.id;
    const missing = theirs + 1_000_000;
    const prober = bearer(await createAndSignIn(backend()));
    // The whole answer, with the id the message names written as <id>.
    const answer = async (id: number) =>
      JSON.parse(JSON.stringify(await backend().graphql(operation, { id }, prober)).replace(`\\"${id}\\"`, '<id>'));
    expect(await answer(theirs)).toEqual(await answer(missing));
    expect((await answer(theirs)).errors[0].message).toBe('Could not find a address with ID <id>');
  });
});
