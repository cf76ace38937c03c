import { Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { BrowserRouter, markServerRendered, SlotPlaceholder, startFirstModules, type HeaderProps } from '@tiles/shared';
import { App } from '../../src/App';
import { composeServerView } from '../firstView';
import { suspenseBoundary } from '../hydratable';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

describe('a server-rendered slot’s boundary', () => {
  it('is written as React’s own server renderer writes a Suspense boundary', () => {
    expect(suspenseBoundary('<p>Tiles</p>')).toBe(
      renderToString(
        <Suspense fallback={null}>
          <p>Tiles</p>
        </Suspense>,
      ),
    );
  });
});

/** Each team's module, the same code for its server render and the browser (as the remotes' server bundles are). */
const MODULES: Record<string, (props: never) => ReactNode> = {
  'mf_header/Header': ({ searchSlot, cartSlot, callbackSlot }: HeaderProps) => (
    <header>
      <a href="/">Tiles</a>
      {searchSlot}
      {cartSlot}
      {callbackSlot}
    </header>
  ),
  'mf_search/SearchBox': () => (
    <form action="/catalogsearch/result/">
      <input name="q" aria-label="Search tiles" />
    </form>
  ),
  'mf_cart/MiniCart': () => <a href="/checkout/cart">Cart</a>,
  'mf_leads/CallbackButton': () => <a href="tel:18001234567">Request a callback</a>,
  'mf_catalog/HomePage': () => <h1>Tiles for every room</h1>,
};

/** The page the shell's server composes for `/`: the header (its nested slots filled by their teams) and the home page. */
function serverPage(): string {
  const Header = MODULES['mf_header/Header'] as (p: HeaderProps) => ReactNode;
  const header = renderToString(
    <Header
      searchSlot={<SlotPlaceholder id="mf_search/SearchBox" />}
      cartSlot={<SlotPlaceholder id="mf_cart/MiniCart" />}
      callbackSlot={<SlotPlaceholder id="mf_leads/CallbackButton" />}
    />,
  );
  const html = (id: string) => renderToString(<>{MODULES[id]({} as never)}</>);
  return composeServerView({
    header: { html: header },
    nested: {
      'mf_search/SearchBox': { html: html('mf_search/SearchBox') },
      'mf_cart/MiniCart': { html: html('mf_cart/MiniCart') },
      'mf_leads/CallbackButton': { html: html('mf_leads/CallbackButton') },
    },
    page: { id: 'mf_catalog/HomePage', html: html('mf_catalog/HomePage') },
    pageId: 'mf_catalog/HomePage',
  })!.root;
}

describe('the shell’s server composition, hydrated by the shell’s App', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  it('is taken over in place, slot by slot, without one hydration warning', async () => {
    (loadRemote as jest.Mock).mockImplementation(async (id: string) => (MODULES[id] ? { default: MODULES[id] } : new Promise(() => {})));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    container.innerHTML = serverPage();
    document.body.append(container);
    const heading = screen.getByRole('heading', { name: 'Tiles for every room' });
    const field = screen.getByRole('textbox', { name: 'Search tiles' });
    markServerRendered(container);
    startFirstModules(container);
    await act(async () => {
      root = hydrateRoot(
        container,
        <BrowserRouter>
          <App />
        </BrowserRouter>,
      );
    });
    const states = [...container.querySelectorAll<HTMLElement>('[data-ssr]')].map((el) => `${el.dataset.ssr}:${el.dataset.slotState}`);
    expect(states).toEqual([
      'mf_header/Header:ready',
      'mf_search/SearchBox:ready',
      'mf_cart/MiniCart:ready',
      'mf_leads/CallbackButton:server',
      'mf_catalog/HomePage:ready',
    ]);
    // Adopted, not drawn again.
    expect(screen.getByRole('heading', { name: 'Tiles for every room' })).toBe(heading);
    expect(screen.getByRole('textbox', { name: 'Search tiles' })).toBe(field);
    const warnings = errors.mock.calls.map((args) => args.map(String).join(' ')).filter((m) => /hydrat|did(n't| not) match/i.test(m));
    expect(warnings).toEqual([]);
    errors.mockRestore();
  });
});
