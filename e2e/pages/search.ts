import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { slotReady } from '../support/fixtures';

export const FIXTURES = path.resolve(__dirname, '../fixtures');
export const fixture = (name: string) => path.join(FIXTURES, name);

/** The search team's parts of the store: header search box, /catalogsearch/result/ and /visual-search. */
export class SearchPage {
  readonly box: Locator;
  readonly listbox: Locator;
  readonly options: Locator;
  readonly message: Locator;
  readonly imageInput: Locator;
  readonly heading: Locator;
  readonly results: Locator;
  readonly count: Locator;

  constructor(readonly page: Page) {
    const header = page.locator('[data-slot="mf_search-SearchBox"]');
    this.box = header.getByRole('combobox', { name: 'Search tiles' });
    this.listbox = header.getByRole('listbox');
    this.options = this.listbox.getByRole('option');
    this.message = header.locator('.srch-message');
    this.imageInput = header.locator('input[type=file]');
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 });
    this.results = page
      .getByRole('main')
      .getByRole('list', { name: /Search results|Similar tiles/ })
      .getByRole('listitem');
    this.count = page.getByRole('main').locator('.srch-count');
  }

  async open(url = '/') {
    await this.page.goto(url);
    await slotReady(this.page, 'mf_search-SearchBox');
  }

  async openResults(query: string) {
    await this.open(`/catalogsearch/result/?q=${encodeURIComponent(query)}`);
    await slotReady(this.page, 'mf_search-SearchResultsPage');
  }

  option(name: string | RegExp) {
    return this.listbox.getByRole('option', { name });
  }

  /** Types like a shopper, one key at a time. */
  async type(text: string) {
    await this.box.click();
    await this.box.pressSequentially(text);
  }

  async submit(text: string) {
    await this.box.fill(text);
    await this.box.press('Enter');
  }

  voiceButton() {
    return this.page.locator('[data-slot="mf_search-SearchBox"]').getByRole('button', { name: 'Voice search' });
  }

  async upload(file: string) {
    await this.imageInput.setInputFiles(fixture(file));
  }

  async expectResultsFor(query: string) {
    await expect(this.page).toHaveURL(new RegExp(`/catalogsearch/result/\\?q=${encodeURIComponent(query).replace(/[()*]/g, '\\$&')}`));
    await expect(this.heading).toHaveText(`Search results for “${query}”`);
  }
}
