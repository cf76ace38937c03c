/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { localSettings, PORTS } from '@tiles/shared';
// The working agreement: server rendering is tested against the real backend over HTTP (test-only import).
import { withTestBackend } from '../../../../backend/src/testing/testServer';
import { moduleServer, testSlots } from '@tiles/shared/src/testing/serverRequest';
import * as HeaderModule from '../Header';
import * as CategorySliderModule from '../CategorySlider';
import { ServerSlot } from '@tiles/shared/src/federation/ServerSlot';
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
  'mf_header/CategorySlider': [CategorySliderModule],
});
// A menu call of the live header still on its way when this file ends turns its failure into the shopper's sentence:
// that catalogue is loaded now, not after Jest has torn the file's modules down.
beforeAll(() => shopperText({ message: 'warm-up', network: true }));

const backend = withTestBackend();
const settings = () => ({ ...localSettings(PORTS), graphqlUrl: `${backend().url}/graphql` });
// A port nothing listens on: the store is down.
const storeDown = () => ({ ...localSettings(PORTS), graphqlUrl: 'http://127.0.0.1:9/graphql' });
jest.setTimeout(30000);

/** The real store behind a link that answers after `delayMs`, counting what it is asked. */
async function storeBehindLink(delayMs: number) {
  const timers: ReturnType<typeof setTimeout>[] = [];
  let asked = 0;
  const link: Server = createServer((req, res) => {
    asked += 1;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () =>
      timers.push(
        setTimeout(() => {
          fetch(`${backend().url}/graphql`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: Buffer.concat(chunks),
          })
            .then(async (answer) => res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(await answer.text()))
            .catch(() => res.destroy());
        }, delayMs),
      ),
    );
  });
  await new Promise<void>((resolve) => link.listen(0, '127.0.0.1', resolve));
  return {
    graphqlUrl: `http://127.0.0.1:${(link.address() as AddressInfo).port}/graphql`,
    asked: () => asked,
    close: async () => {
      timers.forEach(clearTimeout);
      link.closeAllConnections();
      await new Promise((resolve) => link.close(resolve));
    },
  };
}

const topLinks = (html: string) => [...html.matchAll(/class="hdr-menu__link"[^>]*>([^<]+)</g)].map((m) => m[1]);

describe('the header’s server render', () => {
  it('renders the banner the browser shows first: help line, links, and sized empty slots for other teams', async () => {
    const s = settings();
    const result = await render('mf_header/Header', { url: 'http://localhost:3000/tiles/wooden-tiles', settings: s, budgetMs: 5000 });
    const html = result!.html;
    expect(html).toContain(`tel:${s.phone.replace(/[^\d+]/g, '')}`);
    expect(html).toContain('lang="en"');
    for (const slot of ['mf_search-SearchBox', 'mf_cart-MiniCart', 'mf_leads-CallbackButton'])
      expect(html).toContain(`data-slot="${slot}"`);
    expect(html).toContain('class="shell-slot-cart"');
  });

  it('renders the menu’s top entries from the store’s category tree, and hands the browser those entries', async () => {
    const result = await render('mf_header/Header', {
      url: 'http://localhost:3000/tiles/wooden-tiles',
      settings: settings(),
      budgetMs: 5000,
    });
    const links = topLinks(result!.html);
    expect(links[0]).toBe('All Tiles');
    expect(links).toContain('Wooden Tiles');
    expect(result!.html).toContain('href="/tiles/wooden-tiles"');
    // The page's own category is marked as the current one, as the live menu marks it.
    expect(result!.html).toMatch(/aria-current="page"[^>]*>Wooden Tiles</);
    // Only the bar's entries travel in the page; the submenus' tree loads in the browser.
    const data = result!.data as { menu: Record<string, unknown>[] };
    expect(data.menu.map((e) => e.name)).toEqual(links);
    expect(data.menu[0]).toEqual({ key: 'tiles', name: 'All Tiles', href: '/tiles', path: 'tiles' });
  });

  it('still renders the header, without a menu or data, when the store does not answer', async () => {
    const result = await render('mf_header/Header', { url: 'http://localhost:3000/', settings: storeDown() });
    expect(result!.html).toContain('data-slot="mf_search-SearchBox"');
    expect(topLinks(result!.html)).toEqual([]);
    expect(result!.data).toBeUndefined();
  });

  it('renders the header without the menu bar when the store answers too slowly for a first view', async () => {
    const slow = await storeBehindLink(1000);
    try {
      const result = await render('mf_header/Header', {
        url: 'http://localhost:3000/',
        settings: { ...settings(), graphqlUrl: slow.graphqlUrl },
      });
      expect(result!.html).toContain('data-slot="mf_search-SearchBox"');
      expect(topLinks(result!.html)).toEqual([]);
      expect(result!.data).toBeUndefined();
    } finally {
      await slow.close();
    }
  });

  it('takes the next pages’ menu from the shell’s public answers (TILES_SSR_DATA_TTL_MS) instead of asking the store on every one', async () => {
    const store = await storeBehindLink(0);
    try {
      const at = {
        url: 'http://localhost:3000/tiles/wooden-tiles',
        settings: { ...settings(), graphqlUrl: store.graphqlUrl },
        publicAnswersTtlMs: 60_000,
        budgetMs: 5000,
      };
      const first = await render('mf_header/Header', at);
      const second = await render('mf_header/Header', at);
      expect(topLinks(second!.html)).toEqual(topLinks(first!.html));
      expect(topLinks(second!.html)).toContain('Wooden Tiles');
      expect(store.asked()).toBe(1);
    } finally {
      await store.close();
    }
  });

  it('does not carry one request’s menu into the next', async () => {
    await render('mf_header/Header', { url: 'http://localhost:3000/', settings: settings() });
    const next = await render('mf_header/Header', { url: 'http://localhost:3000/', settings: storeDown() });
    expect(topLinks(next!.html)).toEqual([]);
  });

  it('renders in the language of the host it was asked for', async () => {
    const result = await render('mf_header/Header', { url: 'http://hi.localhost:3000/', settings: settings() });
    expect(result!.html).toContain('lang="hi"');
  });

  it('leaves the server’s globals as it found them', async () => {
    const before = (globalThis as { location?: unknown }).location;
    await render('mf_header/Header', { url: 'http://ta.localhost:3000/', settings: settings() });
    expect((globalThis as { location?: unknown }).location).toBe(before);
  });

  it('renders nothing for modules it does not own', async () => {
    expect(await render('mf_catalog/HomePage', { url: 'http://localhost:3000/', settings: settings() })).toBeNull();
  });
});

const slideLinks = (html: string) => [...html.matchAll(/class="hdr-slide" href="([^"]+)"/g)].map((m) => m[1]);

describe('the category slider’s server render', () => {
  it('renders the categories as links with their names, and hands the browser the same slides', async () => {
    const result = await render('mf_header/CategorySlider', { url: 'http://localhost:3000/', settings: settings(), budgetMs: 5000 });
    const links = slideLinks(result!.html);
    expect(links.slice(0, 3)).toEqual(['/tiles/floor-tiles', '/tiles/wall-tiles', '/tiles/bathroom-tiles']);
    expect(result!.html).toContain('>Wooden Tiles</span>');
    expect((result!.data as { href: string }[]).map((s) => s.href)).toEqual(links);
    // No skeleton: the slides are there before any script.
    expect(result!.html).not.toContain('hdr-slider__skeleton');
  });

  it('names the categories in the language of the host', async () => {
    const result = await render('mf_header/CategorySlider', { url: 'http://hi.localhost:3000/', settings: settings(), budgetMs: 5000 });
    expect(slideLinks(result!.html)).toContain('/tiles/wooden-tiles');
    expect(result!.html).not.toContain('>Wooden Tiles</span>');
  });

  it('leaves the slides to the browser, and the page standing, when the store does not answer', async () => {
    const result = await render('mf_header/CategorySlider', { url: 'http://localhost:3000/', settings: storeDown() });
    expect(result!.data).toBeUndefined();
    expect(slideLinks(result!.html)).toEqual([]);
  });
});
