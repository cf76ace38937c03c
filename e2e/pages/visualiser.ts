import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures';

/** The catalogue's room view ("See it in your room"), in its dialog or on /visualiser. */
export class VisualiserView {
  constructor(
    readonly page: Page,
    readonly root: Locator = page.getByTestId('cat-vis'),
  ) {}

  get canvas(): Locator {
    return this.root.getByTestId('cat-vis-canvas');
  }
  get compareCanvas(): Locator {
    return this.root.getByTestId('cat-vis-canvas-compare');
  }
  get room(): Locator {
    return this.root.getByTestId('cat-vis-room');
  }
  get pattern(): Locator {
    return this.root.getByTestId('cat-vis-pattern');
  }
  get grout(): Locator {
    return this.root.getByTestId('cat-vis-grout');
  }
  get shareUrl(): Locator {
    return this.root.getByTestId('cat-vis-share-url');
  }

  /**
   * Waits until the canvas shows the named tile laid in the room. A fresh page loads the shell, the catalogue's
   * chunk, the scene and the tile before its first picture: on a busy two-core machine that takes more than 8 s.
   */
  async waitForTile(name: string | RegExp = /laid with/): Promise<void> {
    await expect(this.canvas).toHaveAttribute(
      'aria-label',
      typeof name === 'string' ? new RegExp(`laid with ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) : name,
      { timeout: 20_000 },
    );
    await expect(this.canvas).toHaveAttribute('data-renders', /\d/);
  }

  /** A small digest of what the canvas shows (48 × 32 pixels), to tell two pictures apart. */
  async pixels(canvas: Locator = this.canvas): Promise<number[]> {
    return canvas.evaluate((c: HTMLCanvasElement) => {
      const small = document.createElement('canvas');
      small.width = 48;
      small.height = 32;
      const ctx = small.getContext('2d') as CanvasRenderingContext2D;
      ctx.drawImage(c, 0, 0, 48, 32);
      return Array.from(ctx.getImageData(0, 0, 48, 32).data);
    });
  }

  /** Makes a change and waits until the canvas has drawn something else. */
  async expectChangeAfter(change: () => Promise<unknown>, canvas: Locator = this.canvas): Promise<number[]> {
    const before = await this.pixels(canvas);
    await change();
    await expect.poll(async () => JSON.stringify(await this.pixels(canvas)) !== JSON.stringify(before)).toBe(true);
    return this.pixels(canvas);
  }
}
