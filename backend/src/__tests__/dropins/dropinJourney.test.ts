/** @jest-environment node */
import { print } from 'graphql';
import { freshMailDir, newestMailTo } from '../../testing/mailbox';
import { withTestBackend } from '../../testing/testServer';
import { dropinOperations, openSourcePart } from '../../testing/dropinOperations';
import { buildStoreSchema } from '../../schema';
import { firstSkus } from '../../cart/__tests__/helpers';
import { at, list, SHOPPER_ADDRESS, text, type Answer } from '../../testing/answers';

/**
 * A shopper's journeys through Adobe's drop-ins against the real backend, with the drop-ins' own operations (read
 * from the published packages, Adobe Commerce fields left out) and the variables their API functions send: a guest
 * buys, follows the order by its token and cancels by the mailed link; a new customer signs up, signs in, saves an
 * address, buys, cancels and reorders. Every answer is free of errors.
 */
const mailDir = freshMailDir();
process.env.TILES_STOREFRONT_URL = 'http://shop.test:3000';
const backend = withTestBackend();
const schema = buildStoreSchema();
const OPERATIONS = dropinOperations();
jest.setTimeout(60_000);

const steps: string[] = [];
/** Runs the drop-in operation `name` (from the package whose name contains `from`, when several share the name). */
async function dropin(name: string, variables: Record<string, unknown> = {}, token?: string, from = ''): Promise<Answer> {
  const op = OPERATIONS.find((o) => o.name === name && o.source.includes(from));
  if (!op) throw new Error(`The drop-ins have no operation ${name} in ${from || 'any package'}`);
  const res = await backend().graphql(
    print(openSourcePart(schema, op.document)),
    variables,
    token ? { Authorization: `Bearer ${token}` } : {},
  );
  expect({ operation: name, errors: res.errors }).toEqual({ operation: name, errors: undefined });
  steps.push(name);
  return res.data as Answer;
}

const ADDRESS = SHOPPER_ADDRESS;

let sku = '';
beforeAll(async () => {
  [{ sku }] = await firstSkus(backend(), 1);
});
afterAll(() => console.log(`drop-in journey steps: ${steps.length} (${steps.join(', ')})`));

it('a guest buys, finds the order by its token and cancels it by the mailed link', async () => {
  await dropin('STORE_CONFIG_QUERY', {}, undefined, 'cart');
  expect(at(await dropin('getStoreConfig'), 'storeConfig.default_country')).toBe('IN');
  expect(at(await dropin('GET_CHECKOUT_AGREEMENTS'), 'checkoutAgreements')).toEqual([]);
  const form = await dropin('GET_ATTRIBUTES_FORM', { formCode: 'customer_register_address' }, undefined, 'order');
  expect(list(form, 'attributesForm.items').map((f) => f.code)).toContain('postcode');

  const cartId = text(await dropin('CREATE_GUEST_CART_MUTATION'), 'createGuestCart.cart.id');
  const added = await dropin('ADD_PRODUCTS_TO_CART_MUTATION', { cartId, cartItems: [{ sku, quantity: 3 }] });
  expect(at(added, 'addProductsToCart.cart.total_quantity')).toBe(3);
  expect(list(await dropin('GUEST_CART_QUERY', { cartId }), 'cart.itemsV2.items')).toHaveLength(1);

  // The cart page's estimate by pincode, and the totals for the cheapest method.
  const address = { country_code: 'IN', postcode: '600002', region: { region_code: 'TN' } };
  const methods = list(await dropin('ESTIMATE_SHIPPING_METHODS_MUTATION', { cartId, address }), 'estimateShippingMethods');
  expect(methods.length).toBeGreaterThan(0);
  const [method] = methods;
  const shippingMethod = { carrier_code: method.carrier_code, method_code: method.method_code };
  await dropin('GET_ESTIMATED_TOTALS_MUTATION', { cartId, address, shipping_method: shippingMethod });

  // Checkout: e-mail, address as billing too, method, payment and the order.
  await dropin('setGuestEmail', { cartId, email: 'guest.dropin@example.com' });
  const withAddress = await dropin('setShippingAddressOnCartAndUseAsBilling', { cartId, shippingAddress: { address: ADDRESS } });
  const shipping =
    list(withAddress, 'setBillingAddressOnCart.cart.shipping_addresses')[0] ??
    list(withAddress, 'setShippingAddressesOnCart.cart.shipping_addresses')[0];
  expect(shipping.same_as_billing).toBe(true);
  await dropin('setShippingMethodsOnCart', { cartId, shippingMethods: [shippingMethod] });
  const [payment] = list(await dropin('getCart', { cartId }), 'cart.available_payment_methods');
  const placed = await dropin('setPaymentMethodAndPlaceOrder', { cartId, paymentMethod: { code: payment.code } });
  const number = text(placed, 'placeOrder.orderV2.number');
  const token = text(placed, 'placeOrder.orderV2.token');
  expect(number).toMatch(/^\d+$/);

  // The order by its number, e-mail and last name (2.4.8's look-up form), then by the token its mail carries; its
  // cancellation asked and confirmed from the second mail.
  const found = await dropin('GET_GUEST_ORDER', {
    input: { number, email: 'guest.dropin@example.com', lastname: ADDRESS.lastname },
  });
  expect(at(found, 'guestOrder.number')).toBe(number);
  const order = await dropin('ORDER_BY_TOKEN', { token });
  expect(at(order, 'guestOrderByToken.number')).toBe(number);
  expect(at(order, 'guestOrderByToken.total.subtotal_incl_tax.value')).toBeGreaterThan(0);
  await dropin('REQUEST_GUEST_ORDER_CANCEL_MUTATION', { token, reason: 'The order was placed by mistake' });
  const key = /confirm_cancel=([\w-]+)/.exec(newestMailTo(mailDir, 'guest.dropin@example.com')!.text)?.[1];
  const canceled = await dropin('CONFIRM_CANCEL_ORDER_MUTATION', { orderId: at(order, 'guestOrderByToken.id'), confirmationKey: key });
  expect(at(canceled, 'confirmCancelOrder.order.status')).toBe('Canceled');
});

it('a customer signs up, signs in, saves an address, buys, cancels and reorders', async () => {
  const fields = list(
    await dropin('GET_ATTRIBUTES_FORM', { formCode: 'customer_account_create' }, undefined, 'order'),
    'attributesForm.items',
  );
  expect(fields.map((f) => f.code)).toEqual(['firstname', 'lastname', 'email']);
  const email = 'asha.dropin@example.com';
  const password = 'Tiles-Account-2026';
  await dropin('CREATE_CUSTOMER_V2', { input: { firstname: 'Asha', lastname: 'Iyer', email, password } });
  const token = text(await dropin('GET_CUSTOMER_TOKEN', { email, password }), 'generateCustomerToken.token');
  await dropin('GET_CUSTOMER_DATA', {}, token);
  const saved = await dropin(
    'CREATE_CUSTOMER_ADDRESS',
    { input: { ...ADDRESS, region: { region_code: 'TN' }, default_shipping: true, default_billing: true } },
    token,
    'account',
  );
  const [book] = list(await dropin('GET_CUSTOMER_ADDRESS', {}, token), 'customer.addresses');
  expect(book.uid).toBe(at(saved, 'createCustomerAddress.uid'));
  const addressId = Number(book.id);

  const cartId = text(await dropin('CUSTOMER_CART_QUERY', {}, token), 'cart.id');
  await dropin('ADD_PRODUCTS_TO_CART_MUTATION', { cartId, cartItems: [{ sku, quantity: 2 }] }, token);
  const withAddress = await dropin(
    'setShippingAddressOnCartAndUseAsBilling',
    { cartId, shippingAddress: { customer_address_id: addressId } },
    token,
  );
  const shipping =
    list(withAddress, 'setBillingAddressOnCart.cart.shipping_addresses')[0] ??
    list(withAddress, 'setShippingAddressesOnCart.cart.shipping_addresses')[0];
  expect(shipping.id).toBe(addressId);
  const [method] = list(shipping, 'available_shipping_methods');
  await dropin(
    'setShippingMethodsOnCart',
    { cartId, shippingMethods: [{ carrier_code: method.carrier_code, method_code: method.method_code }] },
    token,
  );
  const [payment] = list(await dropin('getCustomerCart', {}, token), 'cart.available_payment_methods');
  const placed = await dropin('setPaymentMethodAndPlaceOrder', { cartId, paymentMethod: { code: payment.code } }, token);
  const number = text(placed, 'placeOrder.orderV2.number');

  const orders = list(await dropin('GET_CUSTOMER_ORDERS_LIST', { currentPage: 1, pageSize: 10 }, token), 'customer.orders.items');
  expect(orders.map((o) => o.number)).toEqual([number]);
  const order = list(await dropin('ORDER_BY_NUMBER', { orderNumber: number }, token), 'customer.orders.items')[0];
  expect(order.available_actions).toEqual(['REORDER', 'CANCEL']);
  const canceled = await dropin('CANCEL_ORDER_MUTATION', { orderId: order.id, reason: 'The order was placed by mistake' }, token);
  expect(at(canceled, 'cancelOrder.order.status')).toBe('Canceled');
  const reordered = await dropin('REORDER_ITEMS_MUTATION', { orderNumber: number }, token);
  expect(at(reordered, 'reorderItems.userInputErrors')).toEqual([]);
  expect(list(reordered, 'reorderItems.cart.itemsV2.items')).toHaveLength(1);
  const cart = await dropin('CUSTOMER_CART_QUERY', {}, token);
  expect(list(cart, 'cart.itemsV2.items').map((i) => [at(i, 'product.sku'), i.quantity])).toEqual([[sku, 2]]);
  await dropin('REVOKE_CUSTOMER_TOKEN', {}, token);
});
