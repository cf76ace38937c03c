/** @jest-environment node */
import { print } from 'graphql';
import { withTestBackend } from '../../testing/testServer';
import { asSent, VENIA } from '../../testing/veniaOperations';
import { at, list, SHOPPER_ADDRESS, text, type Answer } from '../../testing/answers';

/**
 * A Venia shopper's journey against the real backend, with Venia's own operations and the variables its talons
 * send: home, menu, category grid, product, search, cart, guest checkout to an order number, a new account, sign-in,
 * an address, the order history and the wishlist. Every answer is free of errors.
 */
const backend = withTestBackend();
// Some 40 requests in one journey: more than the default 5 s on a loaded machine.
jest.setTimeout(60_000);

const steps: string[] = [];
afterAll(() => console.log(`Venia journey steps: ${steps.length}`));

/** Runs Venia's operation `name` (from the file whose path contains `from`, when several share the name). */
async function venia(name: string, variables: Record<string, unknown> = {}, token?: string, from = ''): Promise<Answer> {
  const op = VENIA.operations.find((o) => o.name === name && o.source.includes(from));
  if (!op) throw new Error(`Venia has no operation ${name} in ${from || 'any file'}`);
  const res = await backend().graphql(print(asSent(op.document)), variables, token ? { Authorization: `Bearer ${token}` } : {});
  expect({ operation: name, errors: res.errors }).toEqual({ operation: name, errors: undefined });
  steps.push(name);
  return res.data as Answer;
}

const ADDRESS = SHOPPER_ADDRESS;

it('browses, buys as a guest and keeps an account as Venia does, with no GraphQL error', async () => {
  // Home: the store's settings, the URL "/" resolved to the CMS home page, that page.
  const config = await venia('storeConfigData');
  expect(at(await venia('ResolveURL', { url: '/' }), 'route.type')).toBe('CMS_PAGE');
  const homeId = text(config, 'storeConfig.cms_home_page') || 'home';
  expect(at(await venia('GetCmsPage', { identifier: homeId }), 'cmsPage.title')).toBeTruthy();

  // Menu: the root category and its children.
  const rootUid = at(await venia('getRootCategoryId'), 'storeConfig.root_category_uid');
  const children = list(await venia('GetNavigationMenu', { id: rootUid }), 'categories.items.0.children');
  expect(children.length).toBeGreaterThan(0);
  await venia('getMegaMenu');

  // Category grid: its page size from the store, the first category's products and filters.
  const pageSize = at(await venia('getPageSize'), 'storeConfig.grid_per_page');
  expect(pageSize).toBeGreaterThan(0);
  const categoryUid = children.find((c) => c.uid)?.uid;
  const grid = await venia('GetCategories', {
    id: categoryUid,
    pageSize,
    currentPage: 1,
    filters: { category_uid: { eq: categoryUid } },
    sort: { position: 'ASC' },
  });
  const cards = list(grid, 'products.items');
  expect(cards.length).toBeGreaterThan(0);
  await venia('getCategoryData', { id: categoryUid });
  await venia('getProductFiltersByCategory', { filters: { category_uid: { eq: categoryUid } } });

  // Product page, by its URL key, through the route Venia resolves first.
  const [card] = cards;
  const url = `/${text(card, 'url_key')}${text(config, 'storeConfig.product_url_suffix')}`;
  expect(at(await venia('ResolveURL', { url }), 'route.type')).toBe('PRODUCT');
  const productPage = await venia('getProductDetailForProductPage', { urlKey: card.url_key }, undefined, 'RootComponents');
  const sku = text(productPage, 'products.items.0.sku');
  expect(sku).toBe(card.sku);

  // Search.
  const found = await venia('ProductSearch', {
    currentPage: 1,
    pageSize: 6,
    inputText: 'marble',
    filters: {},
    sort: { relevance: 'DESC' },
  });
  expect(at(found, 'products.total_count')).toBeGreaterThan(0);

  // Cart: a new one, the product added, the cart icon's count and the mini cart.
  const cartId = text(await venia('createCart'), 'cartId');
  await venia('AddItemToCart', { cartId, cartItem: { sku, quantity: 2 } });
  expect(at(await venia('getItemCount', { cartId }), 'cart.total_summary_quantity_including_config')).toBe(2);
  await venia('MiniCartQuery', { cartId });

  // The cart page: its lines, summary and coupons, and a delivery estimate from country, state and pincode, which
  // Venia sends as the cart's shipping address with placeholders for the rest (MOCKED_ADDRESS).
  await venia('GetCartDetails', { cartId });
  await venia('getStoreConfigForCartPage');
  await venia('getPriceSummary', { cartId });
  await venia('getAppliedCoupons', { cartId });
  const estimate = { city: 'city', firstname: 'firstname', lastname: 'lastname', street: ['street'], telephone: 'telephone' };
  await venia('SetShippingAddressForEstimate', { cartId, address: { ...estimate, country_code: 'IN', postcode: '600002', region: 'TN' } });
  const estimated = list(await venia('GetShippingMethods', { cartId }), 'cart.shipping_addresses.0.available_shipping_methods');
  expect(estimated.length).toBeGreaterThan(0);
  // The checkout finds the placeholder address, which Venia treats as none (the shopper fills in the real one).
  expect(at(await venia('GetShippingInformation', { cartId }), 'cart.shipping_addresses.0.telephone')).toBe('telephone');

  // Guest checkout to an order number.
  await venia('SetGuestShipping', { cartId, email: 'asha.guest@example.com', address: ADDRESS });
  const shipping = await venia('getSelectedAndAvailableShippingMethods', { cartId });
  const [method] = list(shipping, 'cart.shipping_addresses.0.available_shipping_methods');
  await venia('SetShippingMethod', { cartId, shippingMethod: { carrier_code: method.carrier_code, method_code: method.method_code } });
  const { firstname, lastname, street, city, region, postcode, country_code, telephone } = ADDRESS;
  await venia(
    'setBillingAddress',
    { cartId, firstname, lastname, street, city, regionCode: region, postcode, countryCode: country_code, telephone },
    undefined,
    'paymentInformation',
  );
  const [payment] = list(await venia('getPaymentMethods', { cartId }), 'cart.available_payment_methods');
  await venia('setPaymentMethodOnCart', { cartId, paymentMethod: { code: payment.code } }, undefined, 'paymentMethods');
  expect(text(await venia('placeOrder', { cartId }), 'placeOrder.order.order_number')).toMatch(/^\d+$/);

  // A new account, signed in, an address, the order history.
  const email = 'asha.customer@example.com';
  const password = 'Tiles-Account-2026';
  await venia('CreateAccount', { email, firstname: 'Asha', lastname: 'Iyer', password, is_subscribed: false });
  const token = text(await venia('SignIn', { email, password }), 'generateCustomerToken.token');
  expect(token).toBeTruthy();
  await venia('CreateCustomerAddress', { address: { ...ADDRESS, region: { region_code: 'TN' }, default_shipping: true } }, token);
  expect(list(await venia('GetCustomerAddresses', {}, token), 'customer.addresses')).toHaveLength(1);
  await venia('GetCustomerOrders', { pageSize: 10 }, token);

  // The wishlist: the customer's one list, a tile saved to it and read back.
  const wishlists = list(await venia('GetCustomerWishlist', {}, token), 'customer.wishlists');
  expect(wishlists).toHaveLength(1);
  const wishlistId = wishlists[0].id;
  await venia('AddProductToWishlistFromGallery', { wishlistId, itemOptions: { sku, quantity: 1 } }, token);
  const saved = await venia('getCustomerWishlist', { id: wishlistId, currentPage: 1 }, token);
  expect(list(saved, 'customer.wishlist_v2.items_v2.items').map((item) => at(item, 'product.sku'))).toEqual([sku]);
});
