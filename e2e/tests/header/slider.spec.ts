import { test, expect } from '../../support/fixtures';
import { HeaderPage } from '../../pages/header';

for (const [width, count] of [
  [1280, 7],
  [1100, 6],
  [900, 5],
  [600, 4],
  [390, 4],
] as const) {
  test(`the category slider shows ${count} slides at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const header = new HeaderPage(page);
    await header.open('/');
    await header.sliderReady();
    await expect.poll(() => header.activeSlides()).toBe(count);
  });
}

test("the slider lists the spec's eleven categories, each an image and a link to its listing", async ({ page }) => {
  const header = new HeaderPage(page);
  await header.open('/');
  await header.sliderReady();
  const real = header.slider.locator('.slick-slide:not(.slick-cloned)');
  await expect(real).toHaveCount(11);
  const hrefs = await real.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(
    ['floor', 'wall', 'bathroom', 'kitchen', 'room', 'marble', 'wooden', 'vitrified', 'ceramic', 'cool', 'large'].map(
      (k) => `/tiles/${k}-tiles`,
    ),
  );
  const img = real.first().locator('img');
  await expect(img).toHaveAttribute('width', '160');
  await expect(img).toHaveAttribute('src', /\/media\/catalog\/product\/.+\.png\?w=160$/);
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
});

test('autoplay advances after 3 s, and not before', async ({ page }) => {
  // A paused clock: only runFor moves time, so a slow machine cannot make the slider advance early.
  await page.clock.install({ time: new Date('2025-01-06T10:00:00') });
  await page.clock.pauseAt(new Date('2025-01-06T10:00:01'));
  const header = new HeaderPage(page);
  await header.open('/');
  // The slider loads once the page has settled (timed, and the clock is paused) or at the first interaction.
  await page.keyboard.press('Shift');
  await header.sliderReady();
  const first = await header.firstActiveSlideIndex();
  await page.clock.runFor(2500);
  expect(await header.firstActiveSlideIndex()).toBe(first);
  await page.clock.runFor(1200);
  await expect.poll(() => header.firstActiveSlideIndex()).not.toBe(first);
});

test('autoplay pauses on hover and with the pause button', async ({ page }) => {
  await page.clock.install();
  const header = new HeaderPage(page);
  await header.open('/');
  await header.sliderReady();
  await header.slider.locator('.slick-list').hover();
  const first = await header.firstActiveSlideIndex();
  await page.clock.runFor(7000);
  expect(await header.firstActiveSlideIndex()).toBe(first);
  await page.mouse.move(0, 0);
  await header.slider.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(header.slider.getByRole('button', { name: 'Play slideshow' })).toHaveAttribute('aria-pressed', 'true');
  await page.clock.runFor(7000);
  expect(await header.firstActiveSlideIndex()).toBe(first);
});

test('no autoplay when the shopper prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  const header = new HeaderPage(page);
  await header.open('/');
  await header.sliderReady();
  const first = await header.firstActiveSlideIndex();
  await page.clock.runFor(7000);
  expect(await header.firstActiveSlideIndex()).toBe(first);
  await expect(header.slider.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
});

test('hidden and cloned slides hold nothing focusable; the arrows move the slider', async ({ page }) => {
  const header = new HeaderPage(page);
  await header.open('/');
  await header.sliderReady();
  const focusableHidden = () => header.slider.locator('.slick-slide[aria-hidden="true"] a:not([tabindex="-1"])').count();
  expect(await focusableHidden()).toBe(0);
  const first = await header.firstActiveSlideIndex();
  await header.slider.getByRole('button', { name: 'Next categories' }).click();
  await expect.poll(() => header.firstActiveSlideIndex()).not.toBe(first);
  expect(await focusableHidden()).toBe(0);
  expect(await header.slider.locator('.slick-slide[aria-hidden="false"] a[tabindex="-1"]').count()).toBe(0);
});

test('the slider is absent on /inspection-doc', async ({ page }) => {
  const header = new HeaderPage(page);
  await header.open('/inspection-doc');
  await expect(page.locator('[data-slot="mf_catalog-CatalogRoute"]')).toHaveAttribute('data-slot-state', /ready|fallback/);
  await expect(header.slider).toHaveCount(0);
});

for (const width of [1280, 390]) {
  test(`the slider keeps its height when the slides arrive (no layout shift) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('HeaderCategorySlider')) await gate;
      return route.continue();
    });
    const header = new HeaderPage(page);
    await header.open('/');
    const height = () => header.slider.evaluate((el) => el.getBoundingClientRect().height);
    await expect(header.slider.locator('.hdr-slider__skeleton')).toBeVisible();
    const before = await height();
    release();
    await header.sliderReady();
    expect(Math.abs((await height()) - before)).toBeLessThanOrEqual(1);
    expect(before).toBeLessThanOrEqual(170);
  });
}
