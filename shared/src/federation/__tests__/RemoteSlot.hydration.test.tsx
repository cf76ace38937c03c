import { act, fireEvent, screen } from '@testing-library/react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { BrowserRouter, useLocation, useNavigate } from 'react-router-dom';
import { RemoteSlot } from '../RemoteSlot';
import { endFirstView, markServerRendered } from '../hydration';
import { useLoaderData } from '../loaderData';
import { watchEarlyClicks } from '../earlyInput';
import { SLOT_LAYOUT } from '../slotFrame';
import { resetRemote } from '../loadRemoteModule';
import { startFirstModules } from '../firstModules';
import type { RemoteModuleId } from '../../contracts/remotes';

// The real loader (its shared promises, its record of arrived code) over a federation runtime whose remotes answer
// when each test says so.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadFromRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

type Arrive = (component: ComponentType<never>) => Promise<void>;
/** Each module's code arrives when the test calls `arrive(id)(Component)`; a failed one when it calls `fail(id)`. */
let arrivals: Map<string, { resolve: (m: unknown) => void; reject: (e: unknown) => void }>;
/** Modules that have arrived: the runtime answers a later load of one at once, as federation's own cache does. */
let arrived: Map<string, unknown>;
/** `exports`: the module's exports beside its component. */
const arrive =
  (id: string, exports: object = {}): Arrive =>
  (component) =>
    act(async () => {
      const mod = { default: component, ...exports };
      arrived.set(id, mod);
      arrivals.get(id)!.resolve(mod);
    });
const fail = (id: string) => act(async () => arrivals.get(id)!.reject(new Error('remote down')));

let errors: jest.SpyInstance;
let root: Root | null = null;
beforeEach(() => {
  arrivals = new Map();
  arrived = new Map();
  loadFromRemote.mockImplementation(
    (id: string) =>
      (arrived.has(id)
        ? Promise.resolve(arrived.get(id))
        : new Promise((resolve, reject) => {
            arrivals.set(id, { resolve, reject });
          })) as never,
  );
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  // React reports every hydration mismatch on console.error: each one fails the test.
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  endFirstView();
  ['mf_cart/MiniCart', 'mf_cart/AddToCart', 'mf_search/SearchBox', 'mf_catalog/CatalogRoute'].forEach((id) =>
    resetRemote(id as RemoteModuleId),
  );
  const hydrationWarnings = errors.mock.calls
    .map((args) => args.map(String).join(' '))
    .filter((m) => /hydrat|did(n't| not) match/i.test(m));
  expect(hydrationWarnings).toEqual([]);
  errors.mockRestore();
});

/** The page as the shell's server writes it: each server-rendered slot, with a Suspense boundary's markers. */
function serverSlot(id: RemoteModuleId, html: string, key?: string) {
  const { className, reserve } = SLOT_LAYOUT[id] ?? {};
  const style = reserve ? Object.entries(reserve).map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${v}px`) : [];
  return `<div${className ? ` class="${className}"` : ''}${style.length ? ` style="${style.join(';')}"` : ''} data-slot="${id.replace('/', '-')}" data-slot-state="server" data-ssr="${id}"${key ? ` data-ssr-key="${key}"` : ''} aria-busy="true"><!--$-->${html}<!--/$--></div>`;
}

async function hydrate(html: string, app: ReactNode, { watchClicks = false, firstModules = false } = {}) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  if (watchClicks) watchEarlyClicks(container);
  markServerRendered(container);
  // As the shell does: the controls in the server's view start loading with the app, not when their slot renders.
  if (firstModules) startFirstModules(container);
  await act(async () => {
    root = hydrateRoot(container, app);
  });
  return container;
}

/** A cart button counting its clicks: a click made again shows up, exactly once. */
function LiveCart() {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((c) => c + 1)}>
      Cart {clicks}
    </button>
  );
}
const cartHtml = '<button type="button">Cart <!-- -->0</button>';
const cartSlot = <RemoteSlot id="mf_cart/MiniCart" props={{}} fallback={() => <p>Cart unavailable</p>} />;

describe('a server-rendered slot, hydrated', () => {
  it('keeps the server’s DOM while its code is on its way, then attaches the module to the same elements', async () => {
    const container = await hydrate(serverSlot('mf_cart/MiniCart', cartHtml), cartSlot);
    const button = screen.getByRole('button', { name: 'Cart 0' });
    expect(container.firstElementChild).toHaveAttribute('data-slot-state', 'server');
    await arrive('mf_cart/MiniCart')(LiveCart as never);
    expect(container.firstElementChild).toHaveAttribute('data-slot-state', 'ready');
    expect(container.firstElementChild).not.toHaveAttribute('aria-busy');
    // Hydrated, not replaced: the very element the server drew now has the module's handler.
    expect(screen.getByRole('button')).toBe(button);
    fireEvent.click(button);
    expect(button).toHaveTextContent('Cart 1');
  });

  it('gives a click made before hydration to the module once it is live, once', async () => {
    await hydrate(serverSlot('mf_cart/MiniCart', cartHtml), cartSlot, { watchClicks: true });
    fireEvent.click(screen.getByRole('button', { name: 'Cart 0' }));
    await arrive('mf_cart/MiniCart')(LiveCart as never);
    expect(screen.getByRole('button')).toHaveTextContent('Cart 1');
  });

  it('does not click again a button that acted by itself (a popover’s: a second click would close it)', async () => {
    function Drawer() {
      const [clicks, setClicks] = useState(0);
      return (
        <button type="button" popoverTarget="drawer" onClick={() => setClicks((c) => c + 1)}>
          Menu {clicks}
        </button>
      );
    }
    await hydrate(serverSlot('mf_cart/MiniCart', '<button type="button" popovertarget="drawer">Menu <!-- -->0</button>'), cartSlot, {
      watchClicks: true,
    });
    fireEvent.click(screen.getByRole('button'));
    await arrive('mf_cart/MiniCart')(Drawer as never);
    expect(screen.getByRole('button')).toHaveTextContent('Menu 0');
  });

  it('hands the text typed into the server’s field to the module’s state, as an input event', async () => {
    function LiveSearch() {
      const [q, setQ] = useState('');
      return (
        <form>
          <input aria-label="Search" value={q} onChange={(e) => setQ(e.target.value)} />
          <output>typed:{q}</output>
        </form>
      );
    }
    await hydrate(
      serverSlot('mf_search/SearchBox', '<form><input aria-label="Search" value=""/><output>typed:</output></form>', 'header'),
      <RemoteSlot id="mf_search/SearchBox" instance="header" props={{}} fallback={() => null} />,
    );
    const field = screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement;
    field.focus();
    // The browser puts the keys into the server's field; nothing of the module has seen them.
    field.value = 'wood';
    await arrive('mf_search/SearchBox')(LiveSearch as never);
    expect(await screen.findByText('typed:wood')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toBe(field);
    expect(field).toHaveValue('wood');
    expect(field).toHaveFocus();
  });

  it('keeps the server’s HTML with a visible retry while its remote is down, and hydrates when a retry succeeds', async () => {
    const container = await hydrate(serverSlot('mf_cart/MiniCart', cartHtml), cartSlot);
    const button = screen.getByRole('button', { name: 'Cart 0' });
    await fail('mf_cart/MiniCart');
    expect(container.firstElementChild).toHaveAttribute('data-slot-state', 'fallback');
    expect(button).toBeInTheDocument();
    expect(screen.queryByText('Cart unavailable')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    await arrive('mf_cart/MiniCart')(LiveCart as never);
    expect(container.firstElementChild).toHaveAttribute('data-slot-state', 'ready');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cart 0' })).toBe(button);
  });

  it('hydrates a nested slot inside its page’s, whichever code comes first; an early click adds once', async () => {
    const adds: string[] = [];
    function AddToCart({ sku }: { sku: string }) {
      return (
        <button type="button" onClick={() => adds.push(sku)}>
          Add {sku}
        </button>
      );
    }
    const card = (sku: string) => <RemoteSlot id="mf_cart/AddToCart" props={{ sku, name: sku, sqftPerBox: 10 }} fallback={() => null} />;
    function Listing() {
      return (
        <ul>
          <li>{card('TL-1')}</li>
          <li>{card('TL-2')}</li>
        </ul>
      );
    }
    const html = serverSlot(
      'mf_catalog/CatalogRoute',
      `<ul><li>${serverSlot('mf_cart/AddToCart', '<button type="button">Add <!-- -->TL-1</button>', 'TL-1')}</li><li>${serverSlot('mf_cart/AddToCart', '<button type="button">Add <!-- -->TL-2</button>', 'TL-2')}</li></ul>`,
    );
    for (const cartFirst of [true, false]) {
      adds.length = 0;
      await hydrate(html, <RemoteSlot id="mf_catalog/CatalogRoute" props={{ slots: {} as never }} fallback={() => null} />, {
        watchClicks: true,
        firstModules: true,
      });
      fireEvent.click(screen.getByRole('button', { name: 'Add TL-2' }));
      if (cartFirst) {
        await arrive('mf_cart/AddToCart')(AddToCart as never);
        await arrive('mf_catalog/CatalogRoute')(Listing as never);
      } else {
        await arrive('mf_catalog/CatalogRoute')(Listing as never);
        expect(adds).toEqual([]);
        await arrive('mf_cart/AddToCart')(AddToCart as never);
      }
      expect(adds).toEqual(['TL-2']);
      act(() => root?.unmount());
      root = null;
      document.body.innerHTML = '';
      endFirstView();
      ['mf_cart/AddToCart', 'mf_catalog/CatalogRoute'].forEach((id) => resetRemote(id as RemoteModuleId));
      arrived.clear();
    }
  });
});

describe('a form of the server’s view sent before any of the app’s code ran', () => {
  const clicked: string[] = [];
  /** The cart's form as its module draws it; `early`: the button the page's loader marked as clicked. */
  const formHtml = (sku: string, early = false) =>
    `<form method="dialog"><input type="hidden" name="sku" value="${sku}"/><button type="submit"${early ? ' data-early-click=""' : ''}>Add <!-- -->${sku}</button></form>`;
  function AddToCart({ sku }: { sku: string }) {
    return (
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          clicked.push(sku);
        }}
      >
        <input type="hidden" name="sku" value={sku} />
        <button type="submit">Add {sku}</button>
      </form>
    );
  }
  const card = (sku: string) => <RemoteSlot id="mf_cart/AddToCart" props={{ sku, name: sku, sqftPerBox: 10 }} fallback={() => null} />;
  const Listing = () => (
    <ul>
      <li>{card('TL-1')}</li>
      <li>{card('TL-2')}</li>
    </ul>
  );
  const page = serverSlot(
    'mf_catalog/CatalogRoute',
    `<ul><li>${serverSlot('mf_cart/AddToCart', formHtml('TL-1'), 'TL-1')}</li><li>${serverSlot('mf_cart/AddToCart', formHtml('TL-2', true), 'TL-2')}</li></ul>`,
  );
  const listing = <RemoteSlot id="mf_catalog/CatalogRoute" props={{ slots: {} as never }} fallback={() => null} />;
  beforeEach(() => {
    clicked.length = 0;
  });

  it('is sent again by its button once its slot is hydrated: the module’s own handler adds', async () => {
    await hydrate(page, listing, { watchClicks: true, firstModules: true });
    await arrive('mf_cart/AddToCart')(AddToCart as never);
    expect(clicked).toEqual([]);
    await arrive('mf_catalog/CatalogRoute')(Listing as never);
    expect(clicked).toEqual(['TL-2']);
  });
});

describe('the first view’s data', () => {
  /** A module drawing the data its slot hands it (useLoaderData), whoever it is. */
  function Shows() {
    const data = useLoaderData<{ count: number }>();
    return <p>{data ? `count ${data.count}` : 'no data'}</p>;
  }
  const countSlot = <RemoteSlot id="mf_cart/MiniCart" props={{}} fallback={() => <p>Cart unavailable</p>} />;

  it('reaches the module through its slot, its own and no other’s, and hydrates it as the server drew it', async () => {
    window.__TILES_SSR__ = { 'mf_cart/MiniCart': { count: 3 }, 'mf_search/SearchBox': { count: 9 } };
    await hydrate(serverSlot('mf_cart/MiniCart', '<p>count <!-- -->3</p>'), countSlot);
    await arrive('mf_cart/MiniCart')(Shows as never);
    expect(screen.getByText('count 3').closest('[data-slot]')).toHaveAttribute('data-slot-state', 'ready');
  });

  it('is gone once the shopper moved to another page: a module mounting then has none', async () => {
    window.__TILES_SSR__ = { 'mf_cart/MiniCart': { count: 3 } };
    endFirstView();
    await act(async () => {
      loadFromRemote.mockResolvedValueOnce({ default: Shows } as never);
      const container = document.body.appendChild(document.createElement('div'));
      root = createRoot(container);
      root.render(countSlot);
    });
    expect(await screen.findByText('no data')).toBeInTheDocument();
  });
});

describe('a slot the server left loading inside a hydrated page', () => {
  it('is drawn loading for the hydration even when its code is here, and live right after', async () => {
    const Box = () => <input aria-label="Search again" />;
    await act(async () => {
      loadFromRemote.mockResolvedValueOnce({ default: Box } as never);
      await import('../loadRemoteModule').then((m) => m.loadRemoteComponent('mf_search/SearchBox'));
    });
    function NotFound() {
      return (
        <section>
          <h1>Not found</h1>
          <RemoteSlot id="mf_search/SearchBox" props={{}} fallback={() => null} />
        </section>
      );
    }
    const placeholder = '<div style="min-height:44px" data-slot="mf_search-SearchBox" data-slot-state="loading" aria-busy="true"></div>';
    await hydrate(
      serverSlot('mf_catalog/CatalogRoute', `<section><h1>Not found</h1>${placeholder}</section>`),
      <RemoteSlot id="mf_catalog/CatalogRoute" props={{ slots: {} as never }} fallback={() => null} />,
    );
    await arrive('mf_catalog/CatalogRoute')(NotFound as never);
    expect(screen.getByRole('textbox', { name: 'Search again' })).toBeInTheDocument();
  });
});

describe('moving to another page before a slot is hydrated', () => {
  it('does not wait for its code: the slot keeps a copy of the server’s HTML and the new page shows at once', async () => {
    function Page() {
      const navigate = useNavigate();
      const { pathname } = useLocation();
      return (
        <>
          {cartSlot}
          <p>at {pathname}</p>
          <button type="button" onClick={() => navigate('/tiles')}>
            Go
          </button>
        </>
      );
    }
    const container = await hydrate(
      `${serverSlot('mf_cart/MiniCart', cartHtml)}<p>at <!-- -->/</p><button type="button">Go</button>`,
      <BrowserRouter>
        <Page />
      </BrowserRouter>,
    );
    // The cart's code never comes (its remote is slow); the shopper goes on.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Go' })));
    expect(screen.getByText('at /tiles')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-slot-state', 'server');
    expect(screen.getByRole('button', { name: 'Cart 0' })).toBeInTheDocument();
    await arrive('mf_cart/MiniCart')(LiveCart as never);
    expect(container.firstElementChild).toHaveAttribute('data-slot-state', 'ready');
  });
});

describe('new props before a slot is hydrated', () => {
  it('keep the server’s button on screen (a copy) and reach the module once its code is here', async () => {
    function AddToCart({ sku, boxes }: { sku: string; boxes?: number }) {
      return <button type="button">{`Add ${boxes ?? 1} of ${sku}`}</button>;
    }
    let setBoxes!: (n: number) => void;
    function Product() {
      const [boxes, set] = useState(1);
      setBoxes = set;
      return <RemoteSlot id="mf_cart/AddToCart" props={{ sku: 'TL-1', name: 'TL-1', sqftPerBox: 10, boxes }} fallback={() => null} />;
    }
    const container = await hydrate(serverSlot('mf_cart/AddToCart', '<button type="button">Add 1 of TL-1</button>', 'TL-1'), <Product />);
    // The calculator says 9 boxes while the cart's code is still on its way.
    await act(async () => setBoxes(9));
    expect(screen.getByRole('button', { name: 'Add 1 of TL-1' })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-slot-state', 'server');
    await arrive('mf_cart/AddToCart')(AddToCart as never);
    expect(screen.getByRole('button', { name: 'Add 9 of TL-1' })).toBeInTheDocument();
  });

  it('hand what the shopper typed and clicked in the copy to the live module, the click once', async () => {
    const adds: string[] = [];
    function AddToCart({ sku, boxes }: { sku: string; boxes?: number }) {
      const [note, setNote] = useState('');
      return (
        <form>
          <input aria-label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
          <button type="button" onClick={() => adds.push(`${boxes}`)}>{`Add ${boxes ?? 1} of ${sku}`}</button>
        </form>
      );
    }
    let setBoxes!: (n: number) => void;
    function Product() {
      const [boxes, set] = useState(1);
      setBoxes = set;
      return <RemoteSlot id="mf_cart/AddToCart" props={{ sku: 'TL-1', name: 'TL-1', sqftPerBox: 10, boxes }} fallback={() => null} />;
    }
    const html = '<form><input aria-label="Note" value=""/><button type="button">Add 1 of TL-1</button></form>';
    await hydrate(serverSlot('mf_cart/AddToCart', html, 'TL-1'), <Product />);
    await act(async () => setBoxes(9));
    const copy = screen.getByRole('textbox', { name: 'Note' }) as HTMLInputElement;
    copy.focus();
    fireEvent.input(copy, { target: { value: 'gift' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add 1 of TL-1' }));
    await arrive('mf_cart/AddToCart')(AddToCart as never);
    expect(screen.getByRole('textbox', { name: 'Note' })).not.toBe(copy);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('gift');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
    expect(adds).toEqual(['9']);
  });
});
