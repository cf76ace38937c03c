import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteSlot } from '../RemoteSlot';
import { endFirstView, markServerRendered } from '../hydration';
import { watchEarlyClicks } from '../earlyInput';
import { resetRemote } from '../loadRemoteModule';

// The real loader over a federation runtime whose cart remote has already answered.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

/** The browser's IntersectionObserver (jsdom has none), with `scrollTo(el)`: `el` comes into view. */
const observers = new Set<{ callback: IntersectionObserverCallback; els: Set<Element> }>();
class FakeObserver {
  entry: { callback: IntersectionObserverCallback; els: Set<Element> };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, els: new Set() };
    observers.add(this.entry);
  }
  observe = (el: Element) => void this.entry.els.add(el);
  disconnect = () => void observers.delete(this.entry);
}
const scrollTo = (el: Element) =>
  act(async () => {
    for (const o of [...observers]) if (o.els.has(el)) o.callback([{ target: el, isIntersecting: true } as never], o as never);
  });

let adds: string[];
function AddToCart({ sku }: { sku: string }) {
  const [added, setAdded] = useState(false);
  return (
    <button type="button" onClick={() => (adds.push(sku), setAdded(true))}>
      {added ? 'Added' : 'Add'} {sku}
    </button>
  );
}
const slotHtml = (sku: string) =>
  `<div style="min-height:44px" data-slot="mf_cart-AddToCart" data-slot-state="server" data-ssr="mf_cart/AddToCart" data-ssr-key="${sku}"><!--$--><button type="button">Add<!-- --> <!-- -->${sku}</button><!--/$--></div>`;
const card = (sku: string) => (
  <RemoteSlot id="mf_cart/AddToCart" props={{ sku, name: sku, sqftPerBox: 10 }} hydrate="in-view" fallback={() => null} />
);

let root: Root | null = null;
let errors: jest.SpyInstance;
beforeEach(() => {
  adds = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  (loadRemote as jest.Mock).mockResolvedValue({ default: AddToCart });
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  endFirstView();
  resetRemote('mf_cart/AddToCart');
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  observers.clear();
  // React reports a hydration mismatch on console.error: none may happen.
  expect(errors.mock.calls.map((args) => args.map(String).join(' ')).filter((m) => /hydrat|did(n't| not) match/i.test(m))).toEqual([]);
  errors.mockRestore();
});

async function hydrateListing() {
  const container = document.createElement('div');
  container.innerHTML = `<ul><li>${slotHtml('TL-1')}</li><li>${slotHtml('TL-2')}</li></ul>`;
  document.body.append(container);
  watchEarlyClicks(container);
  markServerRendered(container);
  await act(async () => {
    root = hydrateRoot(
      container,
      <ul>
        <li>{card('TL-1')}</li>
        <li>{card('TL-2')}</li>
      </ul>,
    );
  });
  return [...container.querySelectorAll('[data-slot]')];
}

describe('an in-view slot', () => {
  it('keeps the server’s HTML, code here or not, until it comes into view; then adopts the same elements', async () => {
    const [first, second] = await hydrateListing();
    const button = screen.getByRole('button', { name: 'Add TL-2' });
    expect(second).toHaveAttribute('data-slot-state', 'server');
    // The server's working HTML, nothing on its way: not busy for a screen reader.
    expect(second).not.toHaveAttribute('aria-busy');
    await scrollTo(first!);
    expect(first).toHaveAttribute('data-slot-state', 'ready');
    expect(second).toHaveAttribute('data-slot-state', 'server');
    await scrollTo(second!);
    expect(second).toHaveAttribute('data-slot-state', 'ready');
    expect(screen.getByRole('button', { name: 'Add TL-2' })).toBe(button);
    fireEvent.click(button);
    expect(adds).toEqual(['TL-2']);
  });

  it('wakes at the shopper’s touch, and the tap that woke it adds once', async () => {
    const [, second] = await hydrateListing();
    const button = screen.getByRole('button', { name: 'Add TL-2' });
    await act(async () => {
      fireEvent.pointerDown(button);
      fireEvent.click(button);
    });
    expect(second).toHaveAttribute('data-slot-state', 'ready');
    expect(adds).toEqual(['TL-2']);
    expect(button).toHaveTextContent('Added TL-2');
  });
});
