import { act, fireEvent, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { BrowserRouter, useLocation, useNavigate } from 'react-router-dom';
import { RemoteSlot } from '../RemoteSlot';
import { endFirstView, markServerRendered } from '../hydration';
import { watchEarlyClicks } from '../earlyInput';
import { resetRemote } from '../loadRemoteModule';

// A click on the server's HTML before its slot is live, whose slot then becomes a copy of that HTML drawn by the
// browser (new props or another page before the code came): the click goes with it, to the same button, once.
// The real loader over a federation runtime whose remote answers when the test says so.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadFromRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

let answer: (mod: unknown) => void;
let root: Root | null = null;
beforeEach(() => {
  loadFromRemote.mockImplementation(() => new Promise((resolve) => (answer = resolve)) as never);
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  endFirstView();
  resetRemote('mf_cart/AddToCart');
});
const arrive = (component: ComponentType<never>) => act(async () => answer({ default: component }));

/** The cart's buttons, each counting what it was asked: the second one is the one the shopper tapped. */
const asked: string[] = [];
function AddToCart({ sku, boxes }: { sku: string; boxes?: number }) {
  return (
    <>
      <button type="button" onClick={() => asked.push(`sample of ${sku}`)}>
        Sample
      </button>
      <button type="button" onClick={() => asked.push(`${boxes ?? 1} of ${sku}`)}>{`Add ${boxes ?? 1} of ${sku}`}</button>
    </>
  );
}
const serverHtml = (inner: string) =>
  `<div data-slot="mf_cart-AddToCart" data-slot-state="server" data-ssr="mf_cart/AddToCart" data-ssr-key="TL-1" style="min-height:44px" aria-busy="true"><!--$-->${inner}<!--/$--></div>`;
const buttonsHtml = '<button type="button">Sample</button><button type="button">Add 1 of TL-1</button>';

async function hydrate(html: string, app: React.ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  watchEarlyClicks(container);
  markServerRendered(container);
  await act(async () => {
    root = hydrateRoot(container, app);
  });
  return container;
}
beforeEach(() => (asked.length = 0));

/** A product page whose box calculator (`setBoxes`, the shopper's) gives the cart's slot new props. */
let setBoxes!: (n: number) => void;
function Product() {
  const [boxes, set] = useState(1);
  setBoxes = set;
  return <RemoteSlot id="mf_cart/AddToCart" props={{ sku: 'TL-1', name: 'TL-1', sqftPerBox: 10, boxes }} fallback={() => null} />;
}

it('new props before the code: the early click reaches the same button of the copy once live, with the new props, once', async () => {
  await hydrate(serverHtml(buttonsHtml), <Product />);
  const drawn = screen.getByRole('button', { name: 'Add 1 of TL-1' });
  fireEvent.click(drawn);
  // The calculator says 9 boxes while the cart's code is on its way: the slot becomes a copy of the server's HTML.
  await act(async () => setBoxes(9));
  expect(drawn.isConnected).toBe(false);
  await arrive(AddToCart as never);
  expect(asked).toEqual(['9 of TL-1']);
});

it('another page before the code: the early click on the slot kept on screen reaches its module once live, once', async () => {
  function Page() {
    const navigate = useNavigate();
    const { pathname } = useLocation();
    return (
      <>
        <RemoteSlot id="mf_cart/AddToCart" props={{ sku: 'TL-1', name: 'TL-1', sqftPerBox: 10 }} fallback={() => null} />
        <p>at {pathname}</p>
        <button type="button" onClick={() => navigate('/tiles')}>
          Go
        </button>
      </>
    );
  }
  await hydrate(
    `${serverHtml(buttonsHtml)}<p>at <!-- -->/</p><button type="button">Go</button>`,
    <BrowserRouter>
      <Page />
    </BrowserRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Add 1 of TL-1' }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Go' })));
  expect(screen.getByText('at /tiles')).toBeInTheDocument();
  await arrive(AddToCart as never);
  expect(asked).toEqual(['1 of TL-1']);
});

it('no early click: the copy clicks nothing once live', async () => {
  await hydrate(serverHtml(buttonsHtml), <Product />);
  await act(async () => setBoxes(9));
  await arrive(AddToCart as never);
  expect(asked).toEqual([]);
  expect(screen.getByRole('button', { name: 'Add 9 of TL-1' })).toBeInTheDocument();
});
