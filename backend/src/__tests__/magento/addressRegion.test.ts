/**
 * Ported from Magento 2.4.7 api-functional GraphQl/Quote/Customer/SetShippingAddressOnCartTest.php, its region cases,
 * on this store's data: Maharashtra (MH, 582) for Texas (TX, 57), Karnataka (KA, 579) for the id of another region.
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

async function setShipping(region: Record<string, unknown>): Promise<Answer> {
  const h = bearer(await createAndSignIn(backend()));
  const id = await f.createEmptyCart(h);
  await f.addSimpleProduct(id, h);
  return (await f.gql(SET, { id, a: { ...ADDRESS, ...region } }, h)) as Answer;
}

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
