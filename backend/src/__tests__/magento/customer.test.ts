/**
 * Ported from Magento 2.4.7 api-functional GraphQl/Customer/*Test.php and GraphQl/Quote/Customer/*Test.php (address
 * book, customer cart checkout, order history), on this store's data. README "Magento parity" counts them.
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

const NEW_ADDRESS = {
  firstname: 'Asha',
  lastname: 'Patel',
  street: ['12 MG Road', 'Shivajinagar'],
  city: 'Pune',
  region: { region_id: 582 },
  postcode: '411005',
  country_code: 'IN',
  telephone: '9876543210',
};
const ADDRESS_FIELDS =
  'id firstname lastname street city region { region_code region_id } postcode country_code telephone default_shipping default_billing';
const CREATE = `mutation ($a: CustomerAddressInput!) { createCustomerAddress(input: $a) { ${ADDRESS_FIELDS} } }`;
type Address = { id: number; default_shipping: boolean; default_billing: boolean; city: string; country_code: string; street: string[] };
const createAddress = async (token: string, a: Record<string, unknown> = NEW_ADDRESS) =>
  ((await f.gql(CREATE, { a }, bearer(token))).data as { createCustomerAddress: Address }).createCustomerAddress;

describe('Magento\\GraphQl\\Customer\\GetCustomerTest', () => {
  it('testGetCustomer: the deprecated id answers null, as in 2.4.7', async () => {
    const token = await createAndSignIn(backend());
    const { data } = await f.gql('{ customer { id firstname lastname addresses { id } default_shipping } }', {}, bearer(token));
    expect(data).toEqual({ customer: { id: null, firstname: 'Asha', lastname: 'Patel', addresses: [], default_shipping: null } });
  });
  it('testGetCustomerIfUserIsNotAuthorized', async () => {
    expect(firstError(await f.gql('{ customer { firstname } }'))).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
  });
});

describe('Magento\\GraphQl\\Customer\\CreateCustomerAddressTest', () => {
  it('testCreateCustomerAddress', async () => {
    const token = await createAndSignIn(backend());
    const created = await createAddress(token, { ...NEW_ADDRESS, default_shipping: true, default_billing: false });
    expect(created).toMatchObject({
      firstname: 'Asha',
      street: ['12 MG Road', 'Shivajinagar'],
      city: 'Pune',
      region: { region_code: 'MH', region_id: 582 },
      country_code: 'IN',
      default_shipping: true,
      default_billing: false,
    });
    const { data } = await f.gql('{ customer { addresses { id } default_shipping default_billing } }', {}, bearer(token));
    expect(data).toEqual({ customer: { addresses: [{ id: created.id }], default_shipping: String(created.id), default_billing: null } });
  });
  it('testCreateCustomerAddressIfUserIsNotAuthorized', async () => {
    expect(firstError(await f.gql(CREATE, { a: NEW_ADDRESS }))?.message).toBe("The current customer isn't authorized.");
  });
  it('testCreateCustomerAddressWithMissingAttribute', async () => {
    const token = await createAndSignIn(backend());
    expect(firstError(await f.gql(CREATE, { a: { ...NEW_ADDRESS, firstname: '' } }, bearer(token)))?.message).toBe(
      'Required parameters are missing: firstname',
    );
  });
  it('testCreateCustomerAddressWithRedundantStreetLine', async () => {
    const token = await createAndSignIn(backend());
    expect(firstError(await f.gql(CREATE, { a: { ...NEW_ADDRESS, street: ['1', '2', '3'] } }, bearer(token)))?.message).toBe(
      '"Street Address" cannot contain more than 2 lines.',
    );
  });
});

describe('Magento\\GraphQl\\Customer\\UpdateCustomerAddressTest', () => {
  const UPDATE = `mutation ($id: Int!, $a: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $a) { ${ADDRESS_FIELDS} } }`;
  it('testUpdateCustomerAddress', async () => {
    const token = await createAndSignIn(backend());
    const { id } = await createAddress(token);
    const { data } = await f.gql(UPDATE, { id, a: { city: 'Mumbai', postcode: '400001', default_billing: true } }, bearer(token));
    expect((data as { updateCustomerAddress: Address }).updateCustomerAddress).toMatchObject({
      id,
      city: 'Mumbai',
      default_billing: true,
      street: ['12 MG Road', 'Shivajinagar'],
    });
  });
  it('testUpdateCustomerAddressIfUserIsNotAuthorized', async () => {
    expect(firstError(await f.gql(UPDATE, { id: 1, a: { city: 'Mumbai' } }))?.message).toBe("The current customer isn't authorized.");
  });
  it('testUpdateAnotherCustomerAddress', async () => {
    const { id } = await createAddress(await createAndSignIn(backend()));
    const other = await createAndSignIn(backend());
    expect(firstError(await f.gql(UPDATE, { id, a: { city: 'Mumbai' } }, bearer(other)))).toMatchObject({
      message: `Current customer does not have permission to address with ID "${id}"`,
      extensions: { category: 'graphql-authorization' },
    });
  });
  it('testUpdateNotExistingCustomerAddress', async () => {
    const token = await createAndSignIn(backend());
    expect(firstError(await f.gql(UPDATE, { id: 99999, a: { city: 'Mumbai' } }, bearer(token)))?.message).toBe(
      'Could not find a address with ID "99999"',
    );
  });
});

describe('Magento\\GraphQl\\Customer\\DeleteCustomerAddressTest', () => {
  const DELETE = 'mutation ($id: Int!) { deleteCustomerAddress(id: $id) }';
  it('testDeleteCustomerAddress', async () => {
    const token = await createAndSignIn(backend());
    const { id } = await createAddress(token);
    expect((await f.gql(DELETE, { id }, bearer(token))).data).toEqual({ deleteCustomerAddress: true });
    expect((await f.gql('{ customer { addresses { id } } }', {}, bearer(token))).data).toEqual({ customer: { addresses: [] } });
  });
  it.each([
    ['shipping', { default_shipping: true }],
    ['billing', { default_billing: true }],
  ])('testDeleteDefault%sCustomerAddress', async (kind, flags) => {
    const token = await createAndSignIn(backend());
    const { id } = await createAddress(token, { ...NEW_ADDRESS, ...flags });
    expect(firstError(await f.gql(DELETE, { id }, bearer(token)))?.message).toBe(
      `Customer Address ${id} is set as default ${kind} address and can not be deleted`,
    );
  });
  it('testDeleteNonExistCustomerAddress', async () => {
    const token = await createAndSignIn(backend());
    expect(firstError(await f.gql(DELETE, { id: 9999 }, bearer(token)))?.message).toBe('Could not find a address with ID "9999"');
  });
  it('testDeleteAnotherCustomerAddress', async () => {
    const { id } = await createAddress(await createAndSignIn(backend()));
    expect(firstError(await f.gql(DELETE, { id }, bearer(await createAndSignIn(backend()))))?.message).toBe(
      `Current customer does not have permission to address with ID "${id}"`,
    );
  });
  it('testDeleteCustomerAddressIfUserIsNotAuthorized', async () => {
    expect(firstError(await f.gql(DELETE, { id: 1 }))?.message).toBe("The current customer isn't authorized.");
  });
});

describe('Magento\\GraphQl\\Quote\\Customer\\SetShippingAddressOnCartTest', () => {
  const SET =
    'mutation ($id: String!, $aid: Int) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ customer_address_id: $aid }] }) { cart { pincode shipping_addresses { city postcode street } } } }';
  it('testSetShippingAddressFromAddressBook', async () => {
    const token = await createAndSignIn(backend());
    const { id: aid } = await createAddress(token);
    const id = await f.createEmptyCart(bearer(token));
    await f.addSimpleProduct(id, bearer(token));
    expect((await f.gql(SET, { id, aid }, bearer(token))).data).toEqual({
      setShippingAddressesOnCart: {
        cart: { pincode: '411005', shipping_addresses: [{ city: 'Pune', postcode: '411005', street: ['12 MG Road', 'Shivajinagar'] }] },
      },
    });
  });
  it('testSetNonExistentShippingAddressFromAddressBook', async () => {
    const token = await createAndSignIn(backend());
    const id = await f.createEmptyCart(bearer(token));
    expect(firstError(await f.gql(SET, { id, aid: 100000 }, bearer(token)))?.message).toBe('Could not find a address with ID "100000"');
  });
  it('testSetShippingAddressIfCustomerIsNotOwnerOfAddress', async () => {
    const { id: aid } = await createAddress(await createAndSignIn(backend()));
    const token = await createAndSignIn(backend());
    const id = await f.createEmptyCart(bearer(token));
    expect(firstError(await f.gql(SET, { id, aid }, bearer(token)))?.message).toBe(
      `Current customer does not have permission to address with ID "${aid}"`,
    );
  });
  it('testSetShippingAddressToGuestCart', async () => {
    const token = await createAndSignIn(backend());
    const id = await f.createEmptyCart();
    expect(firstError(await f.gql(SET, { id, aid: 1 }, bearer(token)))?.message).toBe(
      `The current user cannot perform operations on cart "${id}"`,
    );
  });
});

describe('Magento\\GraphQl\\Sales\\CustomerOrdersTest (Customer.orders)', () => {
  const ORDERS =
    '{ customer { orders(pageSize: 10) { total_count items { number status total { grand_total { value currency } } items { product_sku quantity_ordered } shipping_address { city postcode country_code } billing_address { city } } } } }';
  type Orders = {
    customer: {
      orders: {
        total_count: number;
        items: {
          number: string;
          status: string;
          total: { grand_total: { value: number; currency: string } };
          items: { product_sku: string; quantity_ordered: number }[];
          shipping_address: { city: string; postcode: string; country_code: string };
        }[];
      };
    };
  };
  it('testOrdersQuery: placed orders with items, totals, status and addresses, newest first', async () => {
    const token = await createAndSignIn(backend());
    const h = bearer(token);
    const id = await f.createEmptyCart(h);
    for (const step of [
      f.addSimpleProduct,
      f.setNewShippingAddress,
      f.setNewBillingAddress,
      f.setFlatrateShippingMethod,
      f.setPaymentMethod,
    ])
      await step(id, h);
    const placed = (await f.gql('mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }', { id }, h))
      .data as { placeOrder: { orderV2: { number: string } } };
    const { data } = await f.gql(ORDERS, {}, h);
    const orders = (data as Orders).customer.orders;
    expect(orders.total_count).toBe(1);
    expect(orders.items[0]).toMatchObject({
      number: placed.placeOrder.orderV2.number,
      status: 'Pending',
      items: [{ product_sku: sku, quantity_ordered: 2 }],
      shipping_address: { city: ADDRESS.city, postcode: ADDRESS.postcode, country_code: 'IN' },
    });
    expect(orders.items[0].total.grand_total.value).toBeGreaterThan(0);
    expect(firstError(await f.gql(ORDERS))?.message).toBe("The current customer isn't authorized.");
  });
});

describe('Magento\\GraphQl\\Customer\\GenerateCustomerTokenTest', () => {
  const TOKEN = (email: string, password: string) =>
    `mutation { generateCustomerToken(email: "${email}", password: "${password}") { token } }`;
  it('testGenerateCustomerValidToken', async () => {
    await createAndSignIn(backend(), 'token-valid@example.com');
    const { data } = await f.gql(TOKEN('token-valid@example.com', 'Tiles@2024'));
    expect((data as { generateCustomerToken: { token: string } }).generateCustomerToken.token).toEqual(expect.any(String));
  });
  it.each([
    [
      'wrong password',
      'token-valid@example.com',
      'wrong-password',
      'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
    ],
    [
      'unknown email',
      'nobody@example.com',
      'Tiles@2024',
      'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
    ],
    ['empty email', '', 'Tiles@2024', 'Specify the "email" value.'],
    ['empty password', 'token-valid@example.com', '', 'Specify the "password" value.'],
  ])('testGenerateCustomerTokenInvalidData with data set "%s"', async (_, email, password, message) => {
    expect(firstError(await f.gql(TOKEN(email, password)))?.message).toBe(message);
  });
});

describe('Magento\\GraphQl\\Customer\\IsEmailAvailableTest', () => {
  const AVAILABLE = (email: string) => `{ isEmailAvailable(email: "${email}") { is_email_available } }`;
  // Magento's test sets checkout/options/enable_guest_checkout_login = 1 for this case; without it every address is available.
  it('testEmailNotAvailable', async () => {
    await createAndSignIn(backend(), 'taken@example.com');
    process.env.TILES_GUEST_CHECKOUT_LOGIN = '1';
    expect((await f.gql(AVAILABLE('taken@example.com'))).data).toEqual({ isEmailAvailable: { is_email_available: false } });
    delete process.env.TILES_GUEST_CHECKOUT_LOGIN;
  });
  it('testEmailAvailableWhenGuestCheckoutLoginDisabled', async () => {
    expect((await f.gql(AVAILABLE('taken@example.com'))).data).toEqual({ isEmailAvailable: { is_email_available: true } });
  });
  it('testEmailAvailable', async () => {
    expect((await f.gql(AVAILABLE('free@example.com'))).data).toEqual({ isEmailAvailable: { is_email_available: true } });
  });
  it('testEmailAvailableEmptyValue', async () => {
    expect(firstError(await f.gql(AVAILABLE('')))?.message).toBe('Email must be specified');
  });
  it('testEmailAvailableInvalidValue', async () => {
    expect(firstError(await f.gql(AVAILABLE('invalid-email')))?.message).toBe('Email is invalid');
  });
});

describe('Magento\\GraphQl\\Customer\\RevokeCustomerTokenTest', () => {
  it('testRevokeCustomerTokenValidCredentials', async () => {
    const token = await createAndSignIn(backend());
    expect((await f.gql('mutation { revokeCustomerToken { result } }', {}, bearer(token))).data).toEqual({
      revokeCustomerToken: { result: true },
    });
    expect(firstError(await f.gql('{ customer { firstname } }', {}, bearer(token)))?.message).toBe(
      "The current customer isn't authorized.",
    );
  });
  it('testRevokeCustomerTokenForGuest', async () => {
    expect(firstError(await f.gql('mutation { revokeCustomerToken { result } }'))?.message).toBe("The current customer isn't authorized.");
  });
});

describe('Magento\\GraphQl\\Quote\\Customer\\PlaceOrderTest', () => {
  const PLACE = 'mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number email } errors { code } } }';
  it('testPlaceOrder', async () => {
    const token = await createAndSignIn(backend());
    const h = bearer(token);
    const id = await f.createEmptyCart(h);
    for (const step of [
      f.addSimpleProduct,
      f.setNewShippingAddress,
      f.setNewBillingAddress,
      f.setFlatrateShippingMethod,
      f.setPaymentMethod,
    ])
      await step(id, h);
    const { data } = await f.gql(PLACE, { id }, h);
    expect((data as { placeOrder: { orderV2: { number: string; email: string }; errors: unknown[] } }).placeOrder).toMatchObject({
      orderV2: { number: expect.stringMatching(/^\d{9}$/) },
      errors: [],
    });
  });
  it('testPlaceOrderOfGuestCart', async () => {
    const id = await f.createEmptyCart();
    const token = await createAndSignIn(backend());
    expect(firstError(await f.gql(PLACE, { id }, bearer(token)))?.message).toBe(
      `The current user cannot perform operations on cart "${id}"`,
    );
  });
  it('testPlaceOrderOfAnotherCustomerCart', async () => {
    const id = await f.createEmptyCart(bearer(await createAndSignIn(backend())));
    expect(firstError(await f.gql(PLACE, { id }, bearer(await createAndSignIn(backend()))))?.message).toBe(
      `The current user cannot perform operations on cart "${id}"`,
    );
  });
});
