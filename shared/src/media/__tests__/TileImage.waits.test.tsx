import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { TileImage } from '../TileImage';

// jsdom has no IntersectionObserver: a stand-in that lets the test say when a box nears the screen.
const observed: { target: Element; near: (entries: { isIntersecting: boolean }[]) => void }[] = [];
class StubObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe(target: Element) {
    observed.push({ target, near: this.callback });
  }
  disconnect() {}
}

beforeAll(() => {
  jest.useFakeTimers();
  Object.assign(window, { IntersectionObserver: StubObserver });
});
afterAll(() => {
  jest.useRealTimers();
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const cardImage = () => <TileImage src="/media/tl-7.png" alt="Oak plank" sizes="50vw" className="card" />;

it('an image below the fold waits as its empty box until it nears the screen, while the page is still busy', () => {
  const { container } = render(cardImage());
  expect(container.querySelector('picture.card')).not.toBeNull();
  expect(container.querySelector('img')).toBeNull();

  act(() => observed.find((o) => container.contains(o.target))!.near([{ isIntersecting: true }]));
  expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
});

it('an image the shopper never scrolls to loads once the page has settled', async () => {
  const { container } = render(cardImage());
  expect(container.querySelector('img')).toBeNull();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  expect(container.querySelector('picture.card source')?.getAttribute('srcset')).toContain('tl-7.webp?w=800');
});

it('after the page has settled (in-app navigation) images show at once; an above-the-fold one never waits', () => {
  expect(render(cardImage()).container.querySelector('img')).not.toBeNull();
  expect(render(<TileImage src="/media/tl-1.png" alt="Hero" sizes="100vw" priority />).container.querySelector('img')).toHaveAttribute(
    'fetchpriority',
    'high',
  );
});

it('a server view hydrated after the page settled (its code came late) draws the waiting box first, then the image', async () => {
  // What the server drew for a card's image: the empty box.
  const container = document.createElement('div');
  container.innerHTML = '<picture class="card"><noscript><img alt="Oak plank"></noscript></picture>';
  document.body.append(container);
  const mismatches: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, cardImage(), { onRecoverableError: (e) => mismatches.push(e) }));
  expect(mismatches).toEqual([]);
  expect(container.querySelector('picture.card source')?.getAttribute('srcset')).toContain('tl-7.webp?w=800');
  act(() => root.unmount());
});
