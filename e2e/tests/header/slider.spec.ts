import { test, expect, seriousA11yViolations } from '../../support/fixtures';
import { HeaderPage } from '../../pages/header';

for (const [width, count] of [
  [1280, 7],
  [1200, 7],
  [1199, 6],
  [992, 6],
  [991, 5],
  [681, 5],
  [680, 4],
  [390, 4],
] as const) {
  test(`the category slider shows ${count} slides at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const header = new HeaderPage(page);
    await header.open('/');
    await header.sliderReady();
    expect(await header.slidesInView()).toBe(count);
  });
}

test("the slider lists the spec's eleven categories, each an image and a link to its listing", async ({ page }) => {
  const header = new HeaderPage(page);
  await header.open('/');
  await header.sliderReady();
  await expect(header.slides).toHaveCount(11);
  const hrefs = await header.slides.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(
    ['floor', 'wall', 'bathroom', 'kitchen', 'room', 'marble', 'wooden', 'vitrified', 'ceramic', 'cool', 'large'].map(
      (k) => `/tiles/${k}-tiles`,
    ),
  );
  const img = header.slides.first().locator('img');
  await expect(img).toHaveAttribute('width', '160');
  await expect(img).toHaveAttribute('src', /\/media\/catalog\/product\/.+\.png\?w=160$/);
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
});

test('the arrows move the slider by one slide, and Next on the last goes back to the first', async ({ page }) => {
  // A paused clock: no autoplay tick between the slider going live and its Pause button being pressed.
  await page.clock.install({ time: new Date('2025-01-06T10:00:00') });
  await page.clock.pauseAt(new Date('2025-01-06T10:00:01'));
  const header = new HeaderPage(page);
  await header.open('/');
  // The slider's code loads once the page has settled (timed, and the clock is paused) or at the first interaction.
  await page.keyboard.press('Shift');
  await header.sliderReady();
  await header.slider.getByRole('button', { name: 'Pause slideshow' }).click();
  const next = header.slider.getByRole('button', { name: 'Next categories' });
  await next.click();
  await expect.poll(() => header.firstSlideInView()).toBe(1);
  await header.slider.getByRole('button', { name: 'Previous categories' }).click();
  await expect.poll(() => header.firstSlideInView()).toBe(0);
  // 11 slides, 7 in view at 1280 px: four presses reach the end, the fifth goes round.
  for (const at of [1, 2, 3, 4]) {
    await next.click();
    await expect.poll(() => header.firstSlideInView()).toBe(at);
  }
  await next.click();
  await expect.poll(() => header.firstSlideInView()).toBe(0);
});

test('a swipe scrolls the slides by itself, and they snap to a slide', async ({ page }) => {
  const header = new HeaderPage(page);
  await header.open('/');
  await header.sliderReady();
  await header.slider.getByRole('button', { name: 'Pause slideshow' }).click();
  await page.mouse.move(0, 0);
  const list = header.slider.locator('.hdr-slider__list');
  await list.evaluate((el) => el.scrollBy({ left: 60 }));
  // A partial scroll settles on a slide's start (scroll-snap), not part-way through one.
  await expect.poll(() => list.evaluate((el) => Math.round(el.scrollLeft % el.children[0].getBoundingClientRect().width))).toBe(0);
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
  await page.mouse.move(0, 0);
  await page.clock.runFor(2500);
  expect(await header.firstSlideInView()).toBe(0);
  await page.clock.runFor(600);
  await expect.poll(() => header.firstSlideInView()).toBe(1);
});

test('autoplay pauses on hover and with the pause button', async ({ page }) => {
  // A paused clock: no tick can come between the slider going live and the pointer reaching it on a slow machine.
  await page.clock.install({ time: new Date('2025-01-06T10:00:00') });
  await page.clock.pauseAt(new Date('2025-01-06T10:00:01'));
  const header = new HeaderPage(page);
  await header.open('/');
  // The slider's code loads once the page has settled (timed, and the clock is paused) or at the first interaction.
  await page.keyboard.press('Shift');
  await header.sliderReady();
  await header.slides.nth(2).hover();
  await page.clock.runFor(7000);
  expect(await header.firstSlideInView()).toBe(0);
  await page.mouse.move(0, 0);
  await header.slider.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(header.slider.getByRole('button', { name: 'Play slideshow' })).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(0, 0);
  await page.clock.runFor(7000);
  expect(await header.firstSlideInView()).toBe(0);
  await header.slider.getByRole('button', { name: 'Play slideshow' }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(3100);
  await expect.poll(() => header.firstSlideInView()).toBe(1);
});

test('no autoplay, and nothing to pause, when the shopper prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  const header = new HeaderPage(page);
  await header.open('/');
  await header.sliderReady();
  await page.clock.runFor(7000);
  expect(await header.firstSlideInView()).toBe(0);
  await expect(header.slider.getByRole('button', { name: /slideshow/ })).toHaveCount(0);
  await header.slider.getByRole('button', { name: 'Next categories' }).click();
  await expect.poll(() => header.firstSlideInView()).toBe(1);
});

test('every slide is a link the keyboard reaches, scrolled into view when focused', async ({ page }) => {
  const header = new HeaderPage(page);
  await header.open('/');
  await header.sliderReady();
  const last = header.slides.last().getByRole('link');
  await last.focus();
  await expect(last).toBeInViewport();
  expect(await seriousA11yViolations(page, '.hdr-slider')).toEqual([]);
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
    // The first view's slides come in the server's HTML: the browser loads them on a page it opens itself.
    await header.open('/contact');
    await expect(page.locator('[data-slot="mf_header-Header"]')).toHaveAttribute('data-slot-state', 'ready');
    await page.locator('header a[href="/"]').first().click();
    const height = () => header.slider.evaluate((el) => el.getBoundingClientRect().height);
    await expect(header.slider.locator('.hdr-slider__skeleton')).toBeVisible();
    const before = await height();
    release();
    await header.sliderReady();
    expect(Math.abs((await height()) - before)).toBeLessThanOrEqual(1);
    expect(before).toBeLessThanOrEqual(170);
  });
}

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page lists the eleven categories as links to their listings, in the page language', async ({ page }) => {
    await page.goto('/');
    const slides = page.getByRole('region', { name: 'Shop by category' }).getByRole('listitem');
    await expect(slides).toHaveCount(11);
    await expect(slides.first().getByRole('link')).toHaveAttribute('href', '/tiles/floor-tiles');
    await expect(slides.nth(6)).toHaveText('Wooden Tiles');
    await slides.nth(6).getByRole('link').click();
    await expect(page).toHaveURL(/\/tiles\/wooden-tiles$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wooden Tiles');
  });
});
