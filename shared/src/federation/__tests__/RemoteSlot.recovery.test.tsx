import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { RemoteSlot } from '../RemoteSlot';
import { collectServerHtml } from '../serverRendered';
import { loadRemoteComponent } from '../loadRemoteModule';
import { retryDelay } from '../useRemoteModule';

jest.mock('../loadRemoteModule', () => ({ loadRemoteComponent: jest.fn(), loadedRemoteComponent: jest.fn(), resetRemote: jest.fn() }));
const load = loadRemoteComponent as jest.MockedFunction<typeof loadRemoteComponent>;

/** A mini cart whose button counts its clicks, so a replayed click shows up exactly once. */
function LiveCart() {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((c) => c + 1)}>
      Cart clicked {clicks}
    </button>
  );
}

/** A search box as a controlled field, so replayed typing must reach its state. */
function LiveSearch() {
  const [q, setQ] = useState('');
  return (
    <form>
      <input aria-label="Search" value={q} onChange={(e) => setQ(e.target.value)} />
      <output>typed:{q}</output>
    </form>
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

  /** The server's cart button (`attributes` added to it) is clicked before the cart's code arrives; then it arrives. */
  async function clickServerCartThenArrive(attributes = '') {
    const root = document.createElement('div');
    root.innerHTML = `<div data-ssr="mf_cart/MiniCart"><button type="button"${attributes}>Cart</button></div>`;
    collectServerHtml(root);
    let arrive!: (c: ComponentType<never>) => void;
    load.mockReturnValueOnce(
      new Promise((resolve) => {
        arrive = resolve;
      }) as never,
    );
    render(cart());
    fireEvent.click(screen.getByRole('button', { name: 'Cart' }));
    await act(async () => arrive(LiveCart as never));
  }

  it('gives a click on the server HTML to the live module, once', async () => {
    await clickServerCartThenArrive();
    expect(await screen.findByRole('button', { name: 'Cart clicked 1' })).toBeInTheDocument();
  });

  it('does not click again a button that acted by itself (a popover’s button: a second click would close it)', async () => {
    await clickServerCartThenArrive(' popovertarget="drawer"');
    expect(await screen.findByRole('button', { name: 'Cart clicked 0' })).toBeInTheDocument();
  });

  it('keeps what was typed into the server HTML and hands it to the live module', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<div data-ssr="mf_search/SearchBox"><form><input aria-label="Search" value=""></form></div>';
    collectServerHtml(root);
    let arrive!: (c: ComponentType<never>) => void;
    load.mockReturnValueOnce(
      new Promise((resolve) => {
        arrive = resolve;
      }) as never,
    );
    render(<RemoteSlot id="mf_search/SearchBox" props={{}} fallback={() => null} />);
    const early = screen.getByRole('textbox', { name: 'Search' });
    early.focus();
    // As the browser reports typing: an input event per change.
    fireEvent.input(early, { target: { value: 'wood' } });
    await act(async () => arrive(LiveSearch as never));
    expect(await screen.findByText('typed:wood')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('wood');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });
});
