/**
 * Ported from Magento 2.4.7 api-functional GraphQl/Quote/Customer/SetShippingAddressOnCartTest.php and
 * SetBillingAddressOnCartTest.php, their region and country cases, on this store's data: Maharashtra (MH, 582) for
 * Texas (TX, 57), Karnataka (KA, 579) for the id of another region; India requires a region as the US does.
 * README "Magento parity" counts them.
 */
import { withTestBackend } from '../../testing/testServer';
import { bearer, firstSkus } from '../../cart/__tests__/helpers';
import { createAndSignIn } from '../../customer/__tests__/helpers';
import { ADDRESS, fixtures, firstError } from './fixtures';

jest.setTimeout(30_000);
const backend = withTestBackend();
let sku = '';
beforeAll(async () => {
  [{ sku }] = await firstSkus(backend(), 1);
});
const f = fixtures(backend, () => sku);

const SET =
  'mutation ($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { shipping_addresses { region { code label region_id } } } } }';
type Answer = {
  data?: { setShippingAddressesOnCart: { cart: { shipping_addresses: { region: unknown }[] } } };
  errors?: { message: string }[];
};

const SET_BILLING =
  'mutation ($id: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $a } }) { cart { billing_address { region { code } } } } }';

async function setAddress(query: string, change: Record<string, unknown>): Promise<Answer> {
  const h = bearer(await createAndSignIn(backend()));
  const id = await f.createEmptyCart(h);
  await f.addSimpleProduct(id, h);
  const a: Record<string, unknown> = { ...ADDRESS, ...change };
  for (const key of Object.keys(a)) if (a[key] === undefined) delete a[key];
  return (await f.gql(query, { id, a }, h)) as Answer;
}
const setShipping = (change: Record<string, unknown>) => setAddress(SET, change);
const setBilling = (change: Record<string, unknown>) => setAddress(SET_BILLING, change);

describe('Magento\\GraphQl\\Quote\\Customer\\SetShippingAddressOnCartTest (regions)', () => {
  it('testSetShippingAddressOnCartWithBothRegionAndRegionId / testSetShippingAddressOnCartWithCorrectRegionId', async () => {
    const { data } = await setShipping({ region: 'MH', region_id: 582 });
    expect(data!.setShippingAddressesOnCart.cart.shipping_addresses[0].region).toEqual({
      code: 'MH',
      label: 'Maharashtra',
      region_id: 582,
    });
  });
  it('testSetShippingAddressOnCartWithWrongRegionId (an id of no region)', async () => {
    expect(firstError(await setShipping({ region: 'MH', region_id: 45 }))?.message).toBe(
      'The region_id does not match the selected country or region',
    );
  });
  it('testSetShippingAddressOnCartWithRegionOnExistingDuplicateRegionCodeWithWrongRegionId (the id of another region)', async () => {
    expect(firstError(await setShipping({ region: 'MH', region_id: 579 }))?.message).toBe(
      'The region_id does not match the selected country or region',
    );
  });
  it('the region named by its name, matching its id, is taken', async () => {
    const { data } = await setShipping({ region: 'Karnataka', region_id: 579 });
    expect(data!.setShippingAddressesOnCart.cart.shipping_addresses[0].region).toEqual({ code: 'KA', label: 'Karnataka', region_id: 579 });
  });
});

describe('Magento\\GraphQl\\Quote\\Customer\\SetShippingAddressOnCartTest (required region, allowed country)', () => {
  it.each([
    ['missed_region', { region: undefined }, 'Region is required.'],
    ['missed_region (blank)', { region: ' ', region_id: null }, 'Region is required.'],
    ['wrong_required_region', { region: 'wrong region', region_id: 582 }, 'The region_id does not match the selected country or region'],
    [
      'wrong_required_region_name',
      { region: 'wrong region', region_id: 45 },
      'The region_id does not match the selected country or region',
    ],
  ])('testSetNewShippingAddressWithMissedRequiredParameters with data set "%s"', async (_, change, message) => {
    expect(firstError(await setShipping(change))).toMatchObject({ message, extensions: { category: 'graphql-input' } });
  });
  it('an id of no region, without the region written out', async () => {
    expect(firstError(await setShipping({ region: undefined, region_id: 45 }))?.message).toBe(
      'The region_id does not match the selected country or region',
    );
  });
  it("a region written out that names none of the country's (the address validator: no region id)", async () => {
    expect(firstError(await setShipping({ region: 'wrong region' }))?.message).toBe('"regionId" is required. Enter and try again.');
  });
  it('testWithInvalidShippingAddressesInput', async () => {
    expect(firstError(await setShipping({ country_code: 'USS', region: 'CA' }))?.message).toBe('Country is not available');
  });
  it('testSetShippingAddressesWithNotRequiredRegion: a country the store does not deliver to (Magento allows UA)', async () => {
    expect(firstError(await setShipping({ country_code: 'UA', region: 'Lviv', postcode: '00000' }))?.message).toBe(
      'Country is not available',
    );
  });
  it('the country is checked before the region and the other fields, as Magento does', async () => {
    expect(firstError(await setShipping({ country_code: 'US', region: undefined, city: '' }))?.message).toBe('Country is not available');
  });
});

describe('Magento\\GraphQl\\Quote\\Customer\\SetBillingAddressOnCartTest (required region, allowed country)', () => {
  it('testWithInvalidBillingAddressInput', async () => {
    expect(firstError(await setBilling({ country_code: 'USS', region: 'AZ' }))?.message).toBe('Country is not available');
  });
  it.each([
    ['missed_region', { region: undefined }, 'Region is required.'],
    ['wrong_required_region', { region: 'wrong region', region_id: 582 }, 'The region_id does not match the selected country or region'],
  ])('testSetBillingAddressWithoutRequiredParameters with data set "%s"', async (_, change, message) => {
    expect(firstError(await setBilling(change))?.message).toBe(message);
  });
  it('a region and its id that agree are taken', async () => {
    const answer = (await setBilling({ region: 'MH', region_id: 582 })) as {
      data?: { setBillingAddressOnCart: { cart: { billing_address: { region: unknown } } } };
    };
    expect(answer.data!.setBillingAddressOnCart.cart.billing_address.region).toEqual({ code: 'MH' });
  });
});

/**
 * A customer's saved address goes through Magento's address validator only (CustomerGraphQl has no QuoteAddressFactory
 * checks): its own words for a country and a region id (Magento\Customer\Model\Address\Validator\Country).
 */
describe("Magento\\Customer address validator (createCustomerAddress): the validator's words, not the cart's", () => {
  const CREATE = 'mutation ($a: CustomerAddressInput!) { createCustomerAddress(input: $a) { id } }';
  const SAVED = {
    firstname: 'Asha',
    lastname: 'Patel',
    street: ['12 MG Road'],
    city: 'Pune',
    region: { region_id: 582 },
    postcode: '411005',
    country_code: 'IN',
    telephone: '9876543210',
  };
  it.each([
    ['a country the store does not deliver to', { country_code: 'US' }, 'Invalid value of "US" provided for the countryId field.'],
    ['an id of no region of India', { region: { region_id: 45 } }, 'Invalid value of "45" provided for the regionId field.'],
    ['a region code that names none', { region: { region_code: 'XX' } }, '"regionId" is required. Enter and try again.'],
    ['no region', { region: null }, '"regionId" is required. Enter and try again.'],
  ])('%s', async (_, change, message) => {
    const h = bearer(await createAndSignIn(backend()));
    expect(firstError(await f.gql(CREATE, { a: { ...SAVED, ...change } }, h))?.message).toBe(message);
  });
});
