import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RemoteSlot } from '../RemoteSlot';
import { loadRemoteComponent, onRemoteArrival } from '../loadRemoteModule';
import { retryDelay } from '../useRemoteModule';

jest.mock('../loadRemoteModule', () => ({
  loadRemoteComponent: jest.fn(),
  loadedRemoteComponent: jest.fn(),
  resetRemote: jest.fn(),
  onRemoteArrival: jest.fn(() => () => {}),
}));
const load = loadRemoteComponent as jest.MockedFunction<typeof loadRemoteComponent>;
const arrivals = onRemoteArrival as jest.MockedFunction<typeof onRemoteArrival>;

/** A mini cart whose button counts its clicks, so a replayed click shows up exactly once. */
function LiveCart() {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((c) => c + 1)}>
      Cart clicked {clicks}
    </button>
  );
}

const cart = () => (
  <RemoteSlot
    id="mf_cart/MiniCart"
    props={{}}
    pending={<a href="/checkout/cart">View cart</a>}
    fallback={() => <a href="/checkout/cart">View cart</a>}
  />
);

beforeEach(() => {
  load.mockReset();
  arrivals.mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.useRealTimers());

describe('RemoteSlot recovery', () => {
  it('shows a working stand-in while loading, not an empty box', () => {
    load.mockReturnValue(new Promise(() => {}) as never);
    render(cart());
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/checkout/cart');
  });

  it('retries a failed remote by itself, with backoff, and shows it when it comes back', async () => {
    jest.useFakeTimers();
    load.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(LiveCart as never);
    const { container } = render(cart());
    await act(async () => {});
    expect(container.firstChild).toHaveAttribute('data-slot-state', 'fallback');
    await act(async () => {
      jest.advanceTimersByTime(retryDelay(1));
    });
    expect(await screen.findByRole('button', { name: /Cart clicked/ })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('retries at once when the browser comes back online or the shopper reaches for the slot', async () => {
    load
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new Error('still down'))
      .mockResolvedValueOnce(LiveCart as never);
    const { container } = render(cart());
    await act(async () => {});
    expect(container.firstChild).toHaveAttribute('data-slot-state', 'fallback');
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => {
      fireEvent.pointerDown(screen.getByRole('link', { name: 'View cart' }));
    });
    expect(await screen.findByRole('button', { name: /Cart clicked/ })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("heals at once, long before its next scheduled retry, when its remote's code arrives late", async () => {
    jest.useFakeTimers();
    load.mockRejectedValueOnce(new Error('no answer within 3000 ms')).mockResolvedValueOnce(LiveCart as never);
    const { container } = render(cart());
    await act(async () => {});
    expect(container.firstChild).toHaveAttribute('data-slot-state', 'fallback');
    const [remote, arrived] = arrivals.mock.calls.at(-1)!;
    expect(remote).toBe('mf_cart');
    await act(async () => arrived());
    expect(await screen.findByRole('button', { name: /Cart clicked/ })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
