import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { RemoteSlot } from '../RemoteSlot';
import { collectServerHtml, takeServerData } from '../serverRendered';
import { loadRemoteComponent } from '../loadRemoteModule';

jest.mock('../loadRemoteModule', () => ({ loadRemoteComponent: jest.fn(), resetRemote: jest.fn() }));
const load = loadRemoteComponent as jest.MockedFunction<typeof loadRemoteComponent>;

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

describe('takeServerData', () => {
  it('returns a module’s server data once, and nothing for modules the server did not render', () => {
    window.__TILES_SSR__ = { 'mf_catalog/CatalogRoute': { routeKey: 'tiles' } };
    expect(takeServerData('mf_catalog/CatalogRoute')).toEqual({ routeKey: 'tiles' });
    expect(takeServerData('mf_catalog/CatalogRoute')).toBeUndefined();
    expect(takeServerData('mf_catalog/HomePage')).toBeUndefined();
  });
});
