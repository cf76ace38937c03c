/** @jest-environment node */
import { withTestBackend } from '../../testing/testServer';
import { bearer, firstSkus } from '../../cart/__tests__/helpers';
import { createAndSignIn, uniqueEmail } from '../../customer/__tests__/helpers';
import { fixtures, placeFixtureOrder, readyGuestCart } from '../magento/fixtures';
import { SHOPPER_ADDRESS } from '../../testing/answers';

/**
 * The answers of the Open Source fields Adobe's drop-ins need, in Magento's shapes and words, unhappy paths
 * included: EAV forms, e-mail confirmation (off in this store), product attributes by filter, stock quantity,
 * address attributes, and a 2.4.8 order's actions and totals.
 */
const backend = withTestBackend();
jest.setTimeout(60_000);
type Answer = { data?: unknown; errors?: { message: string; extensions?: { category?: string } }[] };
type Row = Record<string, unknown>;
/** The value at `path` ('a.b.0.c') of an answer's data. */
const at = (answer: Answer, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Row | null | undefined)?.[key], answer.data);
const rows = (answer: Answer, path: string) => at(answer, path) as Row[];
const codes = (answer: Answer, path: string) => rows(answer, path).map((r) => r.code);
const gql = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  backend().graphql(query, variables, headers) as Promise<Answer>;

let sku = '';
beforeAll(async () => {
  [{ sku }] = await firstSkus(backend(), 1);
});

describe('attributesForm (Magento EavGraphQl 2.4.7)', () => {
  const FORM =
    'query ($f: String!) { attributesForm(formCode: $f) { items { code entity_type frontend_input is_required ... on CustomerAttributeMetadata { multiline_count validate_rules { name value } } } errors { type message } } }';

  it('lists the sign-up form’s attributes and the address form’s, with the store’s rules', async () => {
    const account = await gql(FORM, { f: 'customer_account_create' });
    expect(at(account, 'attributesForm.errors')).toEqual([]);
    expect(codes(account, 'attributesForm.items')).toEqual(['firstname', 'lastname', 'email']);
    const address = rows(await gql(FORM, { f: 'customer_address_edit' }), 'attributesForm.items');
    expect(address.find((i) => i.code === 'street')).toMatchObject({ frontend_input: 'MULTILINE', multiline_count: 2 });
    expect(address.find((i) => i.code === 'postcode')?.validate_rules).toContainEqual({ name: 'MAX_TEXT_LENGTH', value: '6' });
    expect(new Set(address.map((i) => i.entity_type))).toEqual(new Set(['CUSTOMER_ADDRESS']));
  });

  it.each(['customer_nope', 'adminhtml_customer', '<script>'])('answers %s with Magento’s ENTITY_NOT_FOUND', async (f) => {
    expect(at(await gql(FORM, { f }), 'attributesForm')).toEqual({
      items: [],
      errors: [{ type: 'ENTITY_NOT_FOUND', message: `Form "${f}" could not be found.` }],
    });
  });
});

describe('e-mail confirmation, off in this store', () => {
  const RESEND = 'mutation ($e: String!) { resendConfirmationEmail(email: $e) }';
  const CONFIRM = 'mutation ($e: String!, $k: String!) { confirmEmail(input: { email: $e, confirmation_key: $k }) { customer { email } } }';

  it('answers an account’s address and an unknown one alike, so neither tells an account exists', async () => {
    const email = uniqueEmail();
    await createAndSignIn(backend(), email);
    for (const e of [email, uniqueEmail()]) {
      expect((await gql(RESEND, { e })).errors).toEqual([
        expect.objectContaining({ message: "Confirmation isn't needed.", extensions: { category: 'graphql-input' } }),
      ]);
      expect((await gql(CONFIRM, { e, k: 'abc123' })).errors?.map((x) => x.message)).toEqual([
        'This confirmation key is invalid or has expired.',
      ]);
    }
  });

  it('refuses a malformed address with Magento’s words', async () => {
    expect((await gql(RESEND, { e: 'not an address' })).errors?.[0].message).toBe('Email address is not valid');
    expect((await gql(CONFIRM, { e: 'not an address', k: 'abc' })).errors?.[0].message).toBe('Email is invalid');
  });
});

describe('a product’s attributes and stock', () => {
  const PRODUCT = `query ($sku: String!, $f: AttributeFilterInput) { products(filter: { sku: { eq: $sku } }) { items { quantity only_x_left_in_stock custom_attributesV2(filters: $f) { items { code ... on AttributeValue { value } } errors { message } } } } }`;
  const ATTRIBUTES = 'products.items.0.custom_attributesV2';

  it('lists the attributes the filter asks for', async () => {
    const shown = await gql(PRODUCT, { sku, f: { is_visible_on_front: true } });
    expect(codes(shown, `${ATTRIBUTES}.items`)).toEqual(expect.arrayContaining(['tile_size', 'tile_finish', 'sqft_per_box']));
    expect(codes(await gql(PRODUCT, { sku, f: { is_filterable: true } }), `${ATTRIBUTES}.items`)).not.toContain('sqft_per_box');
    expect(at(await gql(PRODUCT, { sku, f: { is_html_allowed_on_front: true } }), ATTRIBUTES)).toEqual({ items: [], errors: [] });
  });

  it('answers the quantity only under the Only X Left threshold, as only_x_left_in_stock', async () => {
    const low = await gql(PRODUCT, { sku: 'TL-1051' });
    expect([at(low, 'products.items.0.quantity'), at(low, 'products.items.0.only_x_left_in_stock')]).toEqual([4, 4]);
    expect(at(await gql(PRODUCT, { sku }), 'products.items.0.quantity')).toBeNull();
  });
});

describe('addresses', () => {
  it('refuses a cart address attribute the store does not keep, and takes an empty list', async () => {
    const f = fixtures(backend, () => sku);
    const id = await f.createEmptyCart();
    const address = SHOPPER_ADDRESS;
    const SET =
      'mutation ($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { shipping_addresses { id custom_attributes { code } same_as_billing } } } }';
    const refused = await gql(SET, { id, a: { ...address, custom_attributes: [{ attribute_code: 'landmark', value: 'x' }] } });
    expect(refused.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
      ['The address has no attribute "landmark".', 'graphql-input'],
    ]);
    const kept = await gql(SET, { id, a: { ...address, custom_attributes: [] } });
    expect(at(kept, 'setShippingAddressesOnCart.cart.shipping_addresses')).toEqual([
      { id: null, custom_attributes: [], same_as_billing: false },
    ]);
  });

  it('a saved address answers its custom_attributesV2 (empty) and uid, never an internal error', async () => {
    const token = await createAndSignIn(backend());
    const created = await gql(
      'mutation { createCustomerAddress(input: { firstname: "Asha", lastname: "Iyer", street: ["12 Anna Salai"], city: "Chennai", region: { region_code: "TN" }, postcode: "600002", country_code: IN, telephone: "9876543210" }) { id uid custom_attributesV2 { code } } }',
      {},
      bearer(token),
    );
    expect(created.errors).toBeUndefined();
    const { id, uid, custom_attributesV2 } = at(created, 'createCustomerAddress') as Row;
    expect([uid, custom_attributesV2]).toEqual([Buffer.from(String(id)).toString('base64'), []]);
  });
});

describe('a 2.4.8 order: its actions and totals', () => {
  const ORDER = `{ customer { orders { date_of_first_order items { number available_actions is_virtual order_status_change_date total { grand_total { value } grand_total_excl_tax { value } subtotal_incl_tax { value } subtotal_excl_tax { value } total_tax { value } } items { prices { row_total { value } price { value } } quantity_ordered product_sale_price { value } } } } } }`;

  it('offers reorder and cancel while pending, only reorder once canceled; totals split out the included GST', async () => {
    const token = await createAndSignIn(backend());
    const number = await placeFixtureOrder(
      fixtures(backend, () => sku),
      bearer(token),
    );
    const before = await gql(ORDER, {}, bearer(token));
    expect(at(before, 'customer.orders.items.0')).toMatchObject({ number, available_actions: ['REORDER', 'CANCEL'], is_virtual: false });
    expect(at(before, 'customer.orders.date_of_first_order')).toBe(at(before, 'customer.orders.items.0.order_status_change_date'));
    const value = (path: string) => Number(at(before, `customer.orders.items.0.${path}.value`));
    const includedGst = value('total.subtotal_incl_tax') - value('total.subtotal_excl_tax');
    expect(includedGst).toBeCloseTo((value('total.subtotal_incl_tax') * 18) / 118, 1);
    expect(value('total.grand_total_excl_tax')).toBeCloseTo(value('total.grand_total') - value('total.total_tax'), 2);
    const ordered = Number(at(before, 'customer.orders.items.0.items.0.quantity_ordered'));
    expect(value('items.0.prices.row_total')).toBeCloseTo(value('items.0.product_sale_price') * ordered, 2);

    const canceled = await gql(
      'mutation ($id: ID!) { cancelOrder(input: { order_id: $id, reason: "Other" }) { error order { available_actions } } }',
      { id: Buffer.from(String(Number(number))).toString('base64') },
      bearer(token),
    );
    expect(at(canceled, 'cancelOrder')).toEqual({ error: null, order: { available_actions: ['REORDER'] } });
  });

  it('a guest’s order offers cancelling only (reordering needs an account)', async () => {
    const id = await readyGuestCart(fixtures(backend, () => sku));
    const placed = await gql('mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { available_actions } } }', { id });
    expect(at(placed, 'placeOrder.orderV2.available_actions')).toEqual(['CANCEL']);
  });
});
