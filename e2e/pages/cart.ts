import type { APIRequestContext, Locator, Page } from '@playwright/test';
import AES from 'crypto-js/aes';
import { expect, slotReady } from '../support/fixtures';
import { GRAPHQL_URL } from '../support/ports';

/** The same passphrase mf-cart uses to keep the token encrypted in localStorage (tokenStore.ts). */
const TOKEN_PASSPHRASE = 'tiles-storefront:customer-token';
export const KEYS = { token: 'tiles:user-token', cartId: 'tiles:cart-id', cartData: 'tiles:cart-data' } as const;
export const PASSWORD = 'Tiles@2024!';

/** The cart team's parts: the header's cart button and "Shopping cart" dialog, the cart, account and checkout pages. */
export class CartPages {
  readonly slot: Locator;
  readonly cartButton: Locator;
  readonly dialog: Locator;
  readonly notice: Locator;

  constructor(readonly page: Page) {
    this.slot = page.locator('[data-slot="mf_cart-MiniCart"]');
    // A link to the cart page whose click, once live, opens the panel instead.
    this.cartButton = this.slot.getByRole('link', { name: /^Cart/ });
    this.dialog = page.getByRole('dialog', { name: 'Shopping cart' });
    this.notice = this.slot.getByRole('status');
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await slotReady(this.page, 'mf_cart-MiniCart');
  }

  async expectCount(n: number): Promise<void> {
    await expect(this.cartButton).toHaveAccessibleName(new RegExp(`Cart.*\\b${n} items?$`));
  }

  async openMiniCart(): Promise<void> {
    await this.cartButton.click();
    await expect(this.dialog).toBeVisible();
  }

  /** Opens a catalogue listing and adds its n-th product (by role and name, robust to the listing's markup). */
  async addFromListing(path: string, index = 0): Promise<string> {
    await this.page.goto(path);
    return this.addNth(index);
  }

  /** Clicks the n-th "Add to cart" on the current page; resolves with the product name once the mini cart opens. */
  async addNth(index = 0): Promise<string> {
    const button = this.page
      .locator('main')
      .getByRole('button', { name: /add to cart/i })
      .nth(index);
    await expect(button).toBeEnabled({ timeout: 15_000 });
    const name = (await button.textContent())?.replace(/^.*Add to cart:?\s*/i, '').trim() ?? '';
    if (await this.dialog.isVisible()) await this.dialog.getByRole('button', { name: 'Close shopping cart' }).click();
    await button.click();
    await expect(this.dialog).toBeVisible();
    await expect(this.dialog).toContainText(name);
    return name;
  }

  async setStorage(values: Partial<Record<keyof typeof KEYS, string | null>>): Promise<void> {
    await this.page.evaluate(
      ({ values, keys }) => {
        for (const [k, v] of Object.entries(values)) {
          const key = keys[k as keyof typeof keys];
          if (v === null) localStorage.removeItem(key);
          else localStorage.setItem(key, v as string);
        }
      },
      { values, keys: KEYS },
    );
  }

  readStorage(key: keyof typeof KEYS): Promise<string | null> {
    return this.page.evaluate((k) => localStorage.getItem(k), KEYS[key]);
  }
}

export const encryptToken = (token: string): string => AES.encrypt(token, TOKEN_PASSPHRASE).toString();

/** Direct GraphQL calls, to set up and check state the way another client would see it. */
export async function gql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<{ data?: T; errors?: { message: string }[] }> {
  const res = await request.post(GRAPHQL_URL, { data: { query, variables }, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return res.json();
}

export async function createCustomer(request: APIRequestContext, email: string): Promise<string> {
  await gql(
    request,
    `mutation($e: String!, $p: String!) { createCustomerV2(input: { firstname: "Asha", lastname: "Rao", email: $e, password: $p }) { customer { email } } }`,
    { e: email, p: PASSWORD },
  );
  const res = await gql<{ generateCustomerToken: { token: string } }>(
    request,
    'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
    { e: email, p: PASSWORD },
  );
  return res.data!.generateCustomerToken.token;
}

export const uniqueEmail = (tag: string): string => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
