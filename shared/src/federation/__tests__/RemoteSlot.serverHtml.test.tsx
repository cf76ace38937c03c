import { act, render, screen } from '@testing-library/react';
import { Suspense, useState, type ComponentType } from 'react';
import { RemoteSlot } from '../RemoteSlot';
import { collectServerHtml, takeServerData } from '../serverRendered';
import { loadedRemoteComponent, loadRemoteComponent } from '../loadRemoteModule';

jest.mock('../loadRemoteModule', () => ({ loadRemoteComponent: jest.fn(), loadedRemoteComponent: jest.fn(), resetRemote: jest.fn() }));
const load = loadRemoteComponent as jest.MockedFunction<typeof loadRemoteComponent>;
const arrived = loadedRemoteComponent as jest.MockedFunction<typeof loadedRemoteComponent>;

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** What the shell's server puts into the page: the header module's HTML inside its slot. */
function serverPage() {
  const root = document.createElement('div');
  root.innerHTML = '<div data-ssr="mf_header/Header"><header><a href="/">TILES</a> Help line</header></div>';
  collectServerHtml(root);
}

const slot = () => (
  <RemoteSlot
    id="mf_header/Header"
    props={{ searchSlot: null, cartSlot: null, callbackSlot: null }}
    fallback={() => <p>Header unavailable</p>}
  />
);

describe('RemoteSlot with a server-rendered module', () => {
  it('shows the server HTML until the live module replaces it', async () => {
    serverPage();
    const module = deferred<ComponentType<never>>();
    load.mockReturnValueOnce(module.promise as never);
    const { container } = render(slot());
    const placeholder = container.querySelector('[data-slot="mf_header-Header"]')!;
    expect(placeholder).toHaveAttribute('data-slot-state', 'server');
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('TILES')).toBeInTheDocument();

    await act(async () => module.resolve((() => <header>Live header</header>) as never));
    expect(await screen.findByText('Live header')).toBeInTheDocument();
    expect(screen.queryByText('TILES')).not.toBeInTheDocument();
    expect(container.querySelector('[data-slot-state="server"]')).toBeNull();
  });

  it('puts a module whose code is already here in live at its first render, with no copy of the server HTML', async () => {
    serverPage();
    const LiveHeader = () => <header>Live header</header>;
    arrived.mockReturnValueOnce(LiveHeader as never);
    load.mockReturnValueOnce(Promise.resolve(LiveHeader) as never);
    const inserted: string[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((r) => r.addedNodes.forEach((n) => n instanceof Element && inserted.push(n.outerHTML))),
    );
    observer.observe(document.body, { childList: true, subtree: true });
    const { container } = render(slot());
    observer.takeRecords().forEach((r) => r.addedNodes.forEach((n) => n instanceof Element && inserted.push(n.outerHTML)));
    observer.disconnect();
    expect(container.querySelector('[data-slot="mf_header-Header"]')).toHaveAttribute('data-slot-state', 'ready');
    expect(screen.getByText('Live header')).toBeInTheDocument();
    // The server's HTML was never built into the page a second time, and is not handed out again.
    expect(inserted.join('')).not.toContain('TILES');
    await act(async () => undefined);
    expect(screen.getByText('Live header')).toBeInTheDocument();
    load.mockReturnValue(new Promise(() => {}) as never);
    const again = render(slot());
    expect(again.container.querySelector('[data-slot-state="server"]')).toBeNull();
  });

  it('hands the server HTML out once: a later mount of the same module starts empty', () => {
    serverPage();
    load.mockReturnValue(new Promise(() => {}) as never);
    const first = render(slot());
    expect(first.getByText('TILES')).toBeInTheDocument();
    first.unmount();
    const second = render(slot());
    expect(second.container.querySelector('[data-slot-state="loading"]')).toBeInTheDocument();
    expect(second.queryByText('TILES')).not.toBeInTheDocument();
  });

  it('gives the server HTML to a render that React threw away and to the one it commits', async () => {
    serverPage();
    load.mockReturnValue(new Promise(() => {}) as never);
    // A sibling that suspends once: React drops the first render of the slot (and its state) and renders it again.
    let ready = false;
    const gate = Promise.resolve().then(() => {
      ready = true;
    });
    function SuspendsOnce() {
      if (!ready) throw gate;
      return null;
    }
    render(
      <Suspense fallback={<p>Loading</p>}>
        {slot()}
        <SuspendsOnce />
      </Suspense>,
    );
    await act(async () => gate);
    expect(await screen.findByText('TILES')).toBeInTheDocument();
  });

  it('keeps the server HTML with a visible retry when the module cannot load', async () => {
    serverPage();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const module = deferred<ComponentType<never>>();
    load.mockReturnValueOnce(module.promise as never);
    const { container } = render(slot());
    await act(async () => module.reject(new Error('remote down')));
    expect(container.querySelector('[data-slot="mf_header-Header"]')).toHaveAttribute('data-slot-state', 'fallback');
    expect(screen.getByText('TILES')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('Header unavailable')).not.toBeInTheDocument();
  });
});

describe('RemoteSlot: what the shopper does in the server HTML', () => {
  function serverSearchBox() {
    const root = document.createElement('div');
    root.innerHTML = '<div data-ssr="mf_search/SearchBox"><form><input aria-label="Search tiles" name="q"></form></div>';
    collectServerHtml(root);
  }
  const searchSlot = () => <RemoteSlot id="mf_search/SearchBox" props={{}} fallback={() => <p>Search unavailable</p>} />;

  /** The live box; while React renders it, the shopper types one more key into the server's box, still on screen. */
  function liveBox(typeDuringRender: () => void) {
    return function LiveSearchBox() {
      const [q, setQ] = useState('');
      typeDuringRender();
      return <input aria-label="Search tiles" data-live="" value={q} onChange={(e) => setQ(e.target.value)} />;
    };
  }

  it('puts every key typed, including those typed while the live module renders, into the live field, focused', async () => {
    serverSearchBox();
    const module = deferred<ComponentType<never>>();
    load.mockReturnValueOnce(module.promise as never);
    const { container } = render(searchSlot());
    const serverBox = screen.getByRole('textbox', { name: 'Search tiles' }) as HTMLInputElement;
    serverBox.focus();
    const type = (value: string) => {
      serverBox.value = value;
      serverBox.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('wo');
    const LiveSearchBox = liveBox(() => serverBox.isConnected && type('wood'));
    await act(async () => module.resolve(LiveSearchBox as never));
    const live = container.querySelector<HTMLInputElement>('input[data-live]')!;
    expect(live.value).toBe('wood');
    expect(document.activeElement).toBe(live);
  });
});

describe('takeServerData', () => {
  it('returns a module’s server data once, and nothing for modules the server did not render', () => {
    window.__TILES_SSR__ = { 'mf_catalog/CatalogRoute': { routeKey: 'tiles' } };
    expect(takeServerData('mf_catalog/CatalogRoute')).toEqual({ routeKey: 'tiles' });
    expect(takeServerData('mf_catalog/CatalogRoute')).toBeUndefined();
    expect(takeServerData('mf_catalog/HomePage')).toBeUndefined();
  });
});

describe('RemoteSlot: a header control whose code is already here', () => {
  it('is live once its slot’s first commit has run its effects, with no load to wait for', () => {
    const root = document.createElement('div');
    root.innerHTML = '<div data-ssr="mf_cart/MiniCart"><a href="/checkout/cart">Cart</a></div>';
    collectServerHtml(root);
    const LiveMiniCart = () => <button type="button">Cart (2)</button>;
    arrived.mockImplementation(((id: string) => (id === 'mf_cart/MiniCart' ? LiveMiniCart : undefined)) as never);
    load.mockReturnValue(new Promise(() => {}) as never);
    // A synchronous act: effects and the updates they make run, but no promise settles (the load never does).
    act(() => {
      render(<RemoteSlot id="mf_cart/MiniCart" props={{}} fallback={() => null} />);
    });
    expect(screen.getByRole('button', { name: 'Cart (2)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cart' })).toBeNull();
    arrived.mockReset();
  });
});
