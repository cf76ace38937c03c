/** @jest-environment node */
// The working agreement: the real backend over HTTP, and a jsdom page for the browser's half (test-only imports).
import { visit, withBackendPage } from '../../../../backend/src/testing/browserPage';
import { getRuntimeSettings, MemoryRouter } from '@tiles/shared';
import Header from '../../exposes/Header';
import type { MenuTop } from '../../features/mega-menu/serverMenu';
import { moduleServer, testSlots } from '@tiles/shared/src/testing/serverRequest';
import * as HeaderModule from '../Header';
import { ServerSlot } from '@tiles/shared/src/federation/ServerSlot';
import { waitFor } from '@testing-library/react';
import { hydrateServerHtml } from '@tiles/shared/src/testing/hydrate';
import { inFirstView } from '@tiles/shared/src/testing/loaderData';
import { shopperText } from '@tiles/shared/src/i18n/store-errors/shopperText';

/** This remote's modules as the shell's server loads, runs and renders them. */
const { render } = moduleServer({
  'mf_header/Header': [
    HeaderModule,
    {
      searchSlot: testSlots.renderSearchBox(),
      cartSlot: <ServerSlot slot={{ id: 'mf_cart/MiniCart', props: {}, fallback: () => null }} />,
      callbackSlot: testSlots.renderCallbackButton({ variant: 'header' }),
    },
  ],
});
// A menu call of the live header still on its way when this file ends turns its failure into the shopper's sentence:
// that catalogue is loaded now, not after Jest has torn the file's modules down.
beforeAll(() => shopperText({ message: 'warm-up', network: true }));

withBackendPage('/tiles');
jest.setTimeout(30000);
// Jest compiles graphql-request (ES modules) on its first import, which on a busy machine takes longer than the
// header's 300 ms wait for the menu; a built server bundle holds it already.
beforeAll(() => import('@tiles/shared/src/graphql/send'));

/**
 * The browser hydrates the header's server HTML in place (shared/src/federation/hydration.ts): its first render must
 * be that HTML, attributes included. React's development build reports every difference, which production
 * leaves in place unpatched; here any such report fails.
 */
describe('the header’s server HTML, hydrated by the header’s browser code', () => {
  it.each(['/tiles', '/tiles/wooden-tiles', '/'])('at %s, without one hydration warning', async (path) => {
    visit(path);
    const result = await render('mf_header/Header', { url: window.location.href, settings: getRuntimeSettings(), budgetMs: 5000 });
    // The header's module reads the server's menu from its slot and puts it in the page's cache itself.
    const menu = (result!.data as { menu?: MenuTop[] } | undefined)?.menu;
    expect(menu?.length).toBeGreaterThan(0);
    const banner = (html: string) => html.match(/<header[^>]*>/)?.[0];
    const { warnings, container, unmount } = await hydrateServerHtml(
      result!.html,
      <MemoryRouter initialEntries={[path]}>
        {inFirstView(
          result!.data,
          <Header
            searchSlot={testSlots.renderSearchBox()}
            cartSlot={<ServerSlot slot={{ id: 'mf_cart/MiniCart', props: {}, fallback: () => null }} />}
            callbackSlot={testSlots.renderCallbackButton({ variant: 'header' })}
          />,
        )}
      </MemoryRouter>,
    );
    expect(warnings).toEqual([]);
    expect(banner(container.innerHTML)).toBe(banner(result!.html));
    // The live header then loads the whole tree (its submenus' toggles appear): nothing of this test is left running.
    await waitFor(() => expect(container.querySelector('.hdr-menu__toggle')).not.toBeNull(), { timeout: 15_000 });
    unmount();
  });
});
