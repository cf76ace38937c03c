import { expect, type Locator, type Page } from '@playwright/test';
import { announcedExpanded } from '../support/accessibility';
import { slotReady } from '../support/fixtures';

export const TOP_ENTRIES = [
  'All Tiles',
  'Floor Tiles',
  'Wall Tiles',
  'Bathroom Tiles',
  'Kitchen Tiles',
  'Room Tiles',
  'Marble Tiles',
  'Wooden Tiles',
  'Vitrified Tiles',
] as const;

/** The header team's parts of the store: the banner, its menus and the category slider. */
export class HeaderPage {
  readonly banner: Locator;
  readonly main: Locator;
  readonly explore: Locator;
  readonly language: Locator;
  readonly menuButton: Locator;
  readonly drawer: Locator;
  readonly slider: Locator;

  constructor(readonly page: Page) {
    this.banner = page.locator('[data-slot="mf_header-Header"]').getByRole('banner');
    this.main = this.banner.getByRole('navigation', { name: 'Main' });
    this.explore = this.banner.getByRole('navigation', { name: 'Explore' });
    this.language = this.banner.getByRole('navigation', { name: 'Language' });
    this.menuButton = this.banner.getByRole('button', { name: 'Menu', exact: true });
    this.drawer = this.banner.locator('#hdr-drawer');
    // The header's own region (a host page may wrap it in a landmark of its own).
    this.slider = page.getByRole('region', { name: 'Shop by category' }).and(page.locator('[data-boundary="mf-header"]'));
  }

  async open(url = '/') {
    await this.page.goto(url);
    await slotReady(this.page, 'mf_header-Header');
  }

  /** Waits for the menu tree from the backend. */
  async menuReady() {
    await expect(this.topLink('All Tiles')).toBeVisible();
  }

  topLink(name: string): Locator {
    return this.main.getByRole('link', { name, exact: true });
  }

  toggle(name: string): Locator {
    return this.main.getByRole('button', { name: new RegExp(`^${name} submenu$`) });
  }

  /** The submenu panel a toggle controls. */
  async panel(name: string): Promise<Locator> {
    const id = await this.toggle(name).getAttribute('aria-controls');
    return this.page.locator(`[id="${id}"]`);
  }

  async openDrawer() {
    await this.menuButton.click();
    await expect.poll(() => announcedExpanded(this.page, 'Menu')).toBe(true);
  }

  /** The slides' list items, in order (each holds one category's link). */
  get slides(): Locator {
    return this.slider.locator('.hdr-slider__list > li');
  }

  /** How many slides the list shows whole (their boxes inside the list's, to the pixel). */
  async slidesInView(): Promise<number> {
    return this.slider.locator('.hdr-slider__list').evaluate((list) => {
      const box = list.getBoundingClientRect();
      return [...list.children].filter((li) => {
        const r = li.getBoundingClientRect();
        return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1;
      }).length;
    });
  }

  /** The index of the first slide in view: how far the list has scrolled, in slides. */
  async firstSlideInView(): Promise<number> {
    return this.slider.locator('.hdr-slider__list').evaluate((list) => {
      const left = list.getBoundingClientRect().left;
      return [...list.children].findIndex((li) => li.getBoundingClientRect().right > left + 1);
    });
  }

  /**
   * The slider's code is live: the server's slides show before it (links that work), and the slot hydrates once it
   * comes into view, so it is brought into view and its slot waited for.
   */
  async sliderReady() {
    await this.slider.scrollIntoViewIfNeeded();
    await expect(this.page.locator('[data-slot="mf_header-CategorySlider"]')).toHaveAttribute('data-slot-state', 'ready');
    await expect(this.slides.first()).toBeVisible();
  }
}
