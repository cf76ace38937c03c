import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createBus, getBus } from '../bus';
import { useBusEvent, useBusState } from '../useBusEvent';

describe('event bus', () => {
  it('replays the last cart:changed to a subscriber that arrives late', () => {
    const bus = createBus();
    bus.publish('cart:changed', { cartId: 'a', itemCount: 1, reason: 'added' });
    bus.publish('cart:changed', { cartId: 'a', itemCount: 2, reason: 'added' });
    const seen: number[] = [];
    bus.subscribe('cart:changed', (p) => seen.push(p.itemCount));
    expect(seen).toEqual([2]);
  });

  it('does not replay one-off requests', () => {
    const bus = createBus();
    bus.publish('cart:open-requested', { source: 'test' });
    const seen: string[] = [];
    bus.subscribe('cart:open-requested', (p) => seen.push(p.source));
    bus.publish('cart:open-requested', { source: 'later' });
    expect(seen).toEqual(['later']);
  });

  it('hands every event to all$ and stops when unsubscribed', () => {
    const bus = createBus();
    const seen: string[] = [];
    const sub = bus.all$.subscribe((r) => seen.push(`${r.seq} ${r.name}`));
    bus.publish('search:submitted', { query: 'onyx', kind: 'text' });
    bus.publish('cart:changed', { cartId: 'a', itemCount: 1, reason: 'added' });
    sub.unsubscribe();
    bus.publish('search:submitted', { query: 'slate', kind: 'text' });
    expect(seen).toEqual(['1 search:submitted', '2 cart:changed']);
  });

  it('a listener that throws fails neither the publisher nor the listeners after it; its error is thrown on its own task', () => {
    jest.useFakeTimers();
    try {
      const bus = createBus();
      const seen: string[] = [];
      bus.subscribe('search:submitted', () => {
        throw new Error('listener broke');
      });
      bus.subscribe('search:submitted', (p) => seen.push(p.query));
      expect(() => bus.publish('search:submitted', { query: 'onyx', kind: 'text' })).not.toThrow();
      expect(seen).toEqual(['onyx']);
      expect(() => jest.runOnlyPendingTimers()).toThrow('listener broke');
    } finally {
      jest.useRealTimers();
    }
  });

  it('skips a listener unsubscribed by an earlier one during the same event, and an unsubscribed one hears nothing more', () => {
    const bus = createBus();
    const seen: string[] = [];
    let stopSecond = () => {};
    const stopFirst = bus.subscribe('search:submitted', (p) => {
      seen.push(`first ${p.query}`);
      stopSecond();
    });
    stopSecond = bus.subscribe('search:submitted', (p) => seen.push(`second ${p.query}`));
    bus.publish('search:submitted', { query: 'onyx', kind: 'text' });
    stopFirst();
    bus.publish('search:submitted', { query: 'slate', kind: 'text' });
    expect(seen).toEqual(['first onyx']);
  });

  it('is one instance for the whole page', () => {
    expect(getBus()).toBe(getBus());
    expect(getBus().id).toBe((globalThis as Record<symbol, { id: string }>)[Symbol.for('tiles.event-bus')].id);
  });

  it('delivers each event once to a component, however often it re-renders', () => {
    const received: string[] = [];
    function Listener() {
      const [n, setN] = useState(0);
      useBusEvent('search:submitted', (p) => received.push(p.query));
      return <button onClick={() => setN(n + 1)}>render {n}</button>;
    }
    render(<Listener />);
    for (let i = 0; i < 3; i++) act(() => screen.getByRole('button').click());
    act(() => getBus().publish('search:submitted', { query: 'marble', kind: 'text' }));
    expect(received).toEqual(['marble']);
  });

  it('keeps a state event in React state', () => {
    function Badge() {
      const cart = useBusState('cart:changed');
      return <span>items {cart?.itemCount ?? 0}</span>;
    }
    render(<Badge />);
    act(() => getBus().publish('cart:changed', { cartId: 'x', itemCount: 4, reason: 'added' }));
    expect(screen.getByText('items 4')).toBeInTheDocument();
  });
});
