import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, slotReady } from '../support/fixtures';
import { GRAPHQL_URL } from '../support/ports';

/** The catalogue remote's pages (home, listings, product pages, CMS pages, 404), by role. */
export class CatalogPages {
  constructor(readonly page: Page) {}

  get route(): Locator {
    return this.page.locator('[data-slot="mf_catalog-CatalogRoute"]');
  }
  get home(): Locator {
    return this.page.locator('[data-slot="mf_catalog-HomePage"]');
  }
  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }
  get cards(): Locator {
    return this.route.getByRole('article');
  }
  get resultCount(): Locator {
    return this.route.getByRole('status').filter({ hasText: /tiles?$|Loading…$/ });
  }
  get filters(): Locator {
    return this.route.getByRole('complementary', { name: 'Filters' });
  }
  get sort(): Locator {
    return this.route.getByRole('combobox', { name: /sort by/i });
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await slotReady(this.page, path === '/' ? 'mf_catalog-HomePage' : 'mf_catalog-CatalogRoute');
  }

  /** Opens a listing and waits until its products are shown. */
  async openListing(path: string): Promise<void> {
    await this.open(path);
    await this.waitForResults();
  }

  async waitForResults(): Promise<void> {
    await expect(this.resultCount).toHaveText(/^\d+ tiles?$/);
    await expect(this.route.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  facet(label: RegExp | string): Locator {
    return this.filters.getByRole('checkbox', { name: label });
  }

  // Cards past the first screen are not laid out until scrolled near (content-visibility: auto), and the browser's
  // innerText of an element not laid out is empty: their text is read as a crawler or a screen reader gets it.
  async cardNames(): Promise<string[]> {
    return (await this.cards.getByRole('heading').allTextContents()).map((t) => t.trim());
  }

  /** Each card's text (its text content). */
  async cardTexts(): Promise<string[]> {
    return this.cards.allTextContents();
  }

  async cardPrices(): Promise<number[]> {
    const texts = await this.cards.locator('.cat-card__price strong').allTextContents();
    return texts.map((t) => Number(t.replace(/[^\d.]/g, '')));
  }

  /** The url keys of the shown cards (from their links), to check their attributes with the backend. */
  async cardUrlKeys(): Promise<string[]> {
    const hrefs = await this.cards.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    return [...new Set(hrefs.map((h) => h.replace(/^\//, '')))];
  }
}

/** Reads product attributes straight from the backend, as an independent check of what a page shows. */
export async function productsByUrlKey<T>(request: APIRequestContext, urlKeys: string[], fields: string): Promise<T[]> {
  const res = await request.post(GRAPHQL_URL, {
    data: {
      query: `query($keys: [String]) { products(filter: { url_key: { in: $keys } }, pageSize: 100) { items { url_key ${fields} } } }`,
      variables: { keys: urlKeys },
    },
  });
  return (await res.json()).data.products.items;
}

/** A tile's url key (its product page is `/<url key>`), asked from the store by SKU. */
export async function urlKeyOf(request: APIRequestContext, sku: string): Promise<string> {
  const res = await request.post(GRAPHQL_URL, { data: { query: `{ products(filter: { sku: { eq: "${sku}" } }) { items { url_key } } }` } });
  return (await res.json()).data.products.items[0].url_key as string;
}
