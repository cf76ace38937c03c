/** @jest-environment node */
// The working agreement: the real backend over HTTP (test-only imports); jsdom has no layout, so each test gives the
// list the geometry a browser would (slides 100 px wide, four in view) and scrolls it as a browser would.
import { withBackendPage } from '../../../../../backend/src/testing/browserPage';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@tiles/shared';
import { CategorySlider } from '../CategorySlider';

withBackendPage('/');
jest.setTimeout(30_000);

const SLIDE = 100;
const IN_VIEW = 4;

/** The browser's part: the list's size, its scroll position (kept within its ends), and scrolling by or to a point. */
function layOut(list: HTMLElement) {
  const slides = list.children.length;
  let left = 0;
  const behaviours: (ScrollBehavior | undefined)[] = [];
  const clamp = (x: number) => Math.max(0, Math.min(x, (slides - IN_VIEW) * SLIDE));
  Object.defineProperties(list, {
    clientWidth: { configurable: true, get: () => IN_VIEW * SLIDE },
    scrollWidth: { configurable: true, get: () => slides * SLIDE },
    scrollLeft: { configurable: true, get: () => left, set: (x: number) => (left = clamp(x)) },
  });
  list.scrollBy = ((options: ScrollToOptions) => {
    behaviours.push(options.behavior);
    left = clamp(left + (options.left ?? 0));
  }) as typeof list.scrollBy;
  list.scrollTo = ((options: ScrollToOptions) => {
    behaviours.push(options.behavior);
    left = clamp(options.left ?? 0);
  }) as typeof list.scrollTo;
  for (const slide of list.children) slide.getBoundingClientRect = () => ({ width: SLIDE }) as DOMRect;
  return { behaviours, at: () => left / SLIDE, end: slides - IN_VIEW };
}

async function openSlider() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <CategorySlider />
    </MemoryRouter>,
  );
  const region = await screen.findByRole('region', { name: 'Shop by category' }, { timeout: 15_000 });
  const list = await waitFor(
    () => {
      const found = region.querySelector('ul');
      if (!found) throw new Error('no slides yet');
      return found;
    },
    { timeout: 15_000 },
  );
  return { region, list, ...layOut(list) };
}

/** Autoplay's clock from now on is Jest's: Pause and Play re-arm it under fake timers (the slides came over real HTTP). */
function takeOverTheClock() {
  fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
}
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { matchMedia?: unknown }).matchMedia;
  delete (document as { visibilityState?: unknown }).visibilityState;
});

describe('the category slider', () => {
  it('is a labelled region listing the eleven categories as links', async () => {
    const { region, list } = await openSlider();
    const links = [...list.querySelectorAll('li > a')];
    expect(links).toHaveLength(11);
    expect(links[0]).toHaveAttribute('href', '/tiles/floor-tiles');
    expect(region.querySelectorAll('[class*="slick"]')).toHaveLength(0);
  });

  it('moves one slide per arrow press, smoothly, and goes round at either end', async () => {
    const { at, end, behaviours } = await openSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Next categories' }));
    expect(at()).toBe(1);
    expect(behaviours).toEqual(['smooth']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous categories' }));
    expect(at()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Previous categories' }));
    expect(at()).toBe(end);
    fireEvent.click(screen.getByRole('button', { name: 'Next categories' }));
    expect(at()).toBe(0);
  });

  it('autoplay moves one slide every 3000 ms, and from the last slide back to the first', async () => {
    const { at, end } = await openSlider();
    takeOverTheClock();
    await wait(2999);
    expect(at()).toBe(0);
    await wait(1);
    expect(at()).toBe(1);
    await wait(3000 * (end - 1));
    expect(at()).toBe(end);
    await wait(3000);
    expect(at()).toBe(0);
  });

  it('holds still while the pointer is over it, and goes on when it leaves', async () => {
    const { region, at } = await openSlider();
    takeOverTheClock();
    fireEvent.mouseEnter(region.querySelector('.hdr-slider__stage')!);
    await wait(9000);
    expect(at()).toBe(0);
    fireEvent.mouseLeave(region.querySelector('.hdr-slider__stage')!);
    await wait(3000);
    expect(at()).toBe(1);
  });

  it('holds still while the keyboard is on a slide, and goes on when focus leaves the list', async () => {
    const { list, at } = await openSlider();
    takeOverTheClock();
    const [first, second] = list.querySelectorAll('a');
    act(() => first.focus());
    await wait(6000);
    act(() => second.focus());
    await wait(6000);
    expect(at()).toBe(0);
    act(() => screen.getByRole('button', { name: 'Pause slideshow' }).focus());
    await wait(3000);
    expect(at()).toBe(1);
  });

  it('holds still once Pause is pressed (pressed, then Play), and while the page is hidden', async () => {
    const { at } = await openSlider();
    takeOverTheClock();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toHaveAttribute('aria-pressed', 'true');
    await wait(9000);
    expect(at()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toHaveAttribute('aria-pressed', 'false');

    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    act(() => {
      document.dispatchEvent(new window.Event('visibilitychange'));
    });
    await wait(9000);
    expect(at()).toBe(0);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    act(() => {
      document.dispatchEvent(new window.Event('visibilitychange'));
    });
    await wait(3000);
    expect(at()).toBe(1);
  });

  it('never plays for a shopper who prefers reduced motion, and its arrows jump without animation', async () => {
    const reduce = (query: string) =>
      ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
    Object.assign(globalThis, { matchMedia: reduce });
    const { at, behaviours } = await openSlider();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    await wait(15_000);
    expect(at()).toBe(0);
    // Nothing moves on its own, so there is nothing to pause.
    expect(screen.queryByRole('button', { name: /slideshow/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next categories' }));
    expect(at()).toBe(1);
    expect(behaviours).toEqual(['auto']);
  });
});
