import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, slotReady } from '../support/fixtures';
import { mailsTo } from '../support/mail';
import { GRAPHQL_URL } from '../support/ports';

/** The cart team's account pages: /account (sign in, forgot password, account details) and Magento's reset and guest order pages. */
export class AccountPages {
  readonly slot: Locator;

  constructor(readonly page: Page) {
    this.slot = page.locator('[data-slot="mf_cart-AccountPage"]');
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await slotReady(this.page, 'mf_cart-AccountPage');
  }

  form(name: string): Locator {
    return this.slot.getByRole('form', { name });
  }

  async signIn(email: string, password: string): Promise<void> {
    const form = this.form('Sign in');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Sign in' }).click();
  }

  /** "Forgot your password?" on /account: opens the disclosure and asks for a link; resolves once the page answered. */
  async requestReset(email: string): Promise<Locator> {
    await this.slot.locator('summary', { hasText: 'Forgot your password?' }).click();
    const form = this.form('Forgot your password?');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    const answer = form.getByRole('status');
    await expect(answer).toContainText(`If there is an account for ${email}`);
    return answer;
  }

  /** Fills and sends the reset page's form. */
  async setNewPassword(email: string, password: string): Promise<void> {
    const form = this.form('Set a new password');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByLabel('New password', { exact: true }).fill(password);
    await form.getByLabel('Confirm new password').fill(password);
    await form.getByRole('button', { name: 'Save new password' }).click();
  }
}

/**
 * Waits until the store's API answers. Playwright starts the specs once the shell answers, which can be before the
 * backend has started; a spec that sets its data up through the API first needs the backend itself.
 */
export async function storeApiUp(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => (await request.post(GRAPHQL_URL, { data: { query: '{ __typename }' } }).catch(() => null))?.status() ?? 0, {
      timeout: 60_000,
    })
    .toBe(200);
}

/** The link in the newest reset mail to the address, as the shopper's mail program would open it. */
export function mailedResetLink(email: string): string {
  const mail = mailsTo(email).at(-1);
  const link = /https?:\/\/\S+\/customer\/account\/createPassword\/\?token=\S+/.exec(mail?.text ?? '')?.[0];
  expect(link, `a reset link mailed to ${email}`).toBeTruthy();
  return link!;
}

export const GUEST_ADDRESS = {
  firstname: 'Kavya',
  lastname: 'Menon',
  street: ['4 Anna Salai'],
  city: 'Chennai',
  region: 'TN',
  postcode: '600002',
  country_code: 'IN',
  telephone: '9876543210',
};

/** A guest's order placed through the store's checkout operations, as another client would; answers its number. */
export const placeGuestOrder = (request: APIRequestContext, sku: string, email: string): Promise<string> =>
  placeOrder(request, sku, { email });

/**
 * An order of 2 boxes placed through the store's checkout operations: a guest's (`email`) or a signed-in customer's
 * (`token`), in a store view (`store`: its mails are in that language); answers its number.
 */
export async function placeOrder(
  request: APIRequestContext,
  sku: string,
  { email, token, store }: { email?: string; token?: string; store?: 'default' | 'hi' | 'ta' },
): Promise<string> {
  const headers = { ...(store ? { Store: store } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  const gql = async <T>(query: string, variables: Record<string, unknown> = {}) =>
    (await (await request.post(GRAPHQL_URL, { data: { query, variables }, headers })).json()) as {
      data?: T;
      errors?: { message: string }[];
    };
  const created = await gql<{ createEmptyCart: string }>('mutation { createEmptyCart }');
  const id = created.data!.createEmptyCart;
  const steps: [string, Record<string, unknown>][] = [
    [`addSimpleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: $sku, quantity: 2 } }] }) { cart { id } }`, { sku }],
    ['setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } }', { a: GUEST_ADDRESS }],
    ['setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $a } }) { cart { id } }', { a: GUEST_ADDRESS }],
    [
      'setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } }',
      {},
    ],
    ['setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "cashondelivery" } }) { cart { id } }', {}],
    ...(email
      ? [['setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { id } }', { email }] as [string, Record<string, unknown>]]
      : []),
  ];
  for (const [step, vars] of steps) {
    const types = Object.keys(vars).map((k) => `, $${k}: ${k === 'a' ? 'CartAddressInput!' : 'String!'}`);
    const res = await gql(`mutation ($id: String!${types.join('')}) { ${step} }`, { id, ...vars });
    expect(res.errors, step).toBeUndefined();
  }
  const placed = await gql<{ placeOrder: { orderV2: { number: string } } }>(
    'mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }',
    { id },
  );
  expect(placed.errors).toBeUndefined();
  return placed.data!.placeOrder.orderV2.number;
}
