import { act } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import type { AddToCartProps, CatalogPageProps, SlotRenderers } from '../../contracts/remotes';
import { KeepEarlyInput } from '../KeepEarlyInput';
import { RemoteSlot } from '../RemoteSlot';
import { EARLY_CLICK_MARK, recordEarlyInput } from '../earlyInput';
import { loadedRemoteComponent, loadRemoteComponent } from '../loadRemoteModule';
import { collectServerHtml } from '../serverRendered';

jest.mock('../loadRemoteModule', () => ({ loadRemoteComponent: jest.fn(), loadedRemoteComponent: jest.fn(), resetRemote: jest.fn() }));
const load = loadRemoteComponent as jest.MockedFunction<typeof loadRemoteComponent>;
const arrived = loadedRemoteComponent as jest.MockedFunction<typeof loadedRemoteComponent>;

const SKUS = ['WD-1', 'WD-2'];
let added: string[] = [];
/** The cart's live button: counts what it added. */
function LiveAddToCart({ sku }: AddToCartProps) {
  return (
    <button type="button" onClick={() => added.push(sku)}>
      Add to cart: {sku}
    </button>
  );
}
/** The catalogue's live listing: a filter button, then a card per product with the cart's button in its slot. */
function LiveListing({ slots }: CatalogPageProps) {
  return (
    <>
      <button type="button">Filters</button>
      {SKUS.map((sku) => (
        <article key={sku}>{slots.renderAddToCart({ sku, name: sku, sqftPerBox: 10 })}</article>
      ))}
    </>
  );
}
const slots = {
  renderAddToCart: (props: AddToCartProps) => <RemoteSlot id="mf_cart/AddToCart" props={props} fallback={() => null} />,
} as SlotRenderers;
/** The shell's server view: the listing's HTML with the cart's buttons composed into its cards. */
const serverView = `<main id="main"><div data-ssr="mf_catalog/CatalogRoute"><button type="button">Filters</button>${SKUS.map(
  (sku) =>
    `<article><div data-slot="mf_cart-AddToCart" data-slot-state="server" data-ssr="mf_cart/AddToCart" data-ssr-key="${sku}"><button type="button">Add to cart: ${sku}</button></div></article>`,
).join('')}</div></main>`;

/** A module's load: its promise, and its code once it has arrived (as loadedRemoteComponent tells). */
function deferred() {
  const d: { promise: Promise<unknown>; resolve: (v: unknown) => void; value?: unknown } = { promise: null!, resolve: null! };
  d.promise = new Promise((r) => {
    d.resolve = (v) => {
      d.value = v;
      r(v);
    };
  });
  return d;
}

let container: HTMLElement;
let root: Root;
let page: ReturnType<typeof deferred>;
let cart: ReturnType<typeof deferred>;

/** The shell's start (shell/src/bootstrap.tsx): record, collect the server's HTML, first render. */
async function startApp() {
  const early = recordEarlyInput(container);
  collectServerHtml(container);
  root = createRoot(container);
  await act(async () =>
    root.render(
      <>
        <main id="main">
          <RemoteSlot id="mf_catalog/CatalogRoute" props={{ slots }} fallback={() => null} />
        </main>
        <KeepEarlyInput container={container} recorder={early} />
      </>,
    ),
  );
}
const cardButton = (sku: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === `Add to cart: ${sku}`)!;

beforeEach(() => {
  added = [];
  container = document.createElement('div');
  container.innerHTML = serverView;
  document.body.append(container);
  page = deferred();
  cart = deferred();
  load.mockImplementation(((id: string) => (id === 'mf_cart/AddToCart' ? cart.promise : page.promise)) as never);
  arrived.mockImplementation(((id: string) => (id === 'mf_cart/AddToCart' ? cart.value : page.value)) as never);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('a click on a server-rendered "Add to cart" before the code arrives', () => {
  it('made before any of the app’s code ran (the page’s loader marked it) adds that card once, when the cart is live', async () => {
    cardButton('WD-2').setAttribute(EARLY_CLICK_MARK, '');
    await startApp();
    expect(container.querySelector(`[${EARLY_CLICK_MARK}]`)).toBeNull();
    await act(async () => page.resolve(LiveListing));
    // The listing is live, the cart not yet: each card shows the cart's server button, not an empty box.
    expect(container.querySelectorAll('[data-slot="mf_cart-AddToCart"][data-slot-state="server"]')).toHaveLength(2);
    expect(added).toEqual([]);
    await act(async () => cart.resolve(LiveAddToCart));
    expect(container.querySelectorAll('[data-slot="mf_cart-AddToCart"][data-slot-state="ready"]')).toHaveLength(2);
    expect(added).toEqual(['WD-2']);
  });

  it('made in the shell’s copy while the listing’s code is on its way adds once, whichever code comes first', async () => {
    await startApp();
    cardButton('WD-1').click();
    await act(async () => cart.resolve(LiveAddToCart));
    expect(added).toEqual([]);
    await act(async () => page.resolve(LiveListing));
    expect(added).toEqual(['WD-1']);
  });

  it('made once the listing is live, on the cart’s server button, adds once', async () => {
    await startApp();
    await act(async () => page.resolve(LiveListing));
    cardButton('WD-2').click();
    await act(async () => cart.resolve(LiveAddToCart));
    expect(added).toEqual(['WD-2']);
  });

  it('a card whose cart code came first goes live with the listing’s commit, not after a load’s promise', async () => {
    cart.resolve(LiveAddToCart);
    collectServerHtml(container);
    root = createRoot(container);
    // The listing's commit on its own (a synchronous act: no promise settles inside it): the cards' slots, whose
    // code is already here, go live with the work it scheduled, not after the page's effects and a load's promise.
    act(() => root.render(<LiveListing slots={slots} />));
    expect(container.querySelectorAll('[data-slot="mf_cart-AddToCart"][data-slot-state="ready"]')).toHaveLength(2);
    cardButton('WD-1').click();
    expect(added).toEqual(['WD-1']);
    // The slots' own loads settle later and change nothing.
    await act(async () => undefined);
    expect(container.querySelectorAll('[data-slot="mf_cart-AddToCart"][data-slot-state="ready"]')).toHaveLength(2);
  });

  it('adds nothing when nothing was clicked', async () => {
    await startApp();
    await act(async () => page.resolve(LiveListing));
    await act(async () => cart.resolve(LiveAddToCart));
    expect(added).toEqual([]);
  });
});
