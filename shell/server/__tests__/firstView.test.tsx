import { renderToStaticMarkup } from 'react-dom/server';
import { PAGE_SLOT_LAYOUT, SlotPlaceholder } from '@tiles/shared';
import { composeServerView } from '../firstView';

const parse = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;

/**
 * The shell's server writes the first view's slots as strings; the browser then renders the same slots with
 * React. If their boxes differed (class or reserved height), the page would jump when the browser takes over.
 */
describe('the server view draws the same slot boxes as the browser', () => {
  const view = composeServerView({ header: { html: '<p>Header</p>' }, page: { id: 'mf_catalog/HomePage', html: '<p>Home</p>' } })!;
  const server = parse(view.root);

  it('gives the header slot the class the browser gives it', () => {
    const browser = parse(renderToStaticMarkup(<SlotPlaceholder id="mf_header/Header" />));
    const serverHeader = server.querySelector('[data-slot="mf_header-Header"]')!;
    expect(serverHeader.className).not.toBe('');
    expect(serverHeader.className).toBe(browser.firstElementChild!.className);
  });

  it('reserves the page slot the height the browser reserves', () => {
    const browser = parse(renderToStaticMarkup(<div style={PAGE_SLOT_LAYOUT.reserve} />)).firstElementChild as HTMLElement;
    const serverPage = server.querySelector('main [data-slot="mf_catalog-HomePage"]') as HTMLElement;
    expect(serverPage.style.minHeight).toBe('100vh');
    expect(serverPage.getAttribute('style')).toBe(browser.getAttribute('style'));
  });

  it('keeps the header slot box when the header could not be rendered on the server', () => {
    const withoutHeader = parse(composeServerView({ header: null, page: { id: 'mf_catalog/HomePage', html: '' } })!.root);
    const browser = parse(renderToStaticMarkup(<SlotPlaceholder id="mf_header/Header" />)).firstElementChild!;
    expect(withoutHeader.querySelector('[data-slot="mf_header-Header"]')!.className).toBe(browser.className);
  });
});

describe('the server view hands the browser the data each render used', () => {
  it('carries the header’s data (its menu) beside the page’s', () => {
    const view = composeServerView({
      header: { html: '<nav></nav>', data: { menu: { categories: null } } },
      page: { id: 'mf_catalog/CatalogRoute', html: '<p>Listing</p>', data: { routeKey: 'tiles' } },
    })!;
    expect(view.data).toEqual({ 'mf_header/Header': { menu: { categories: null } }, 'mf_catalog/CatalogRoute': { routeKey: 'tiles' } });
  });

  it('carries nothing for a render that used no data', () => {
    const view = composeServerView({ header: { html: '<p>Header</p>' }, page: { id: 'mf_catalog/HomePage', html: '<p>Home</p>' } })!;
    expect(view.data).toEqual({});
  });
});

describe('the server view fills the header’s nested slots and disables nothing', () => {
  const headerHtml = renderToStaticMarkup(
    <header>
      <SlotPlaceholder id="mf_search/SearchBox" />
      <SlotPlaceholder id="mf_cart/MiniCart" />
      <button type="button">Menu</button>
    </header>,
  );
  const view = composeServerView({
    header: { html: headerHtml, css: '.h{}' },
    page: { id: 'mf_catalog/HomePage', html: '<button type="button">Add to cart</button>' },
    nested: { 'mf_search/SearchBox': { html: '<form class="s" action="/catalogsearch/result/"><input name="q"></form>', css: '.s{}' } },
  })!;
  const server = parse(view.root);

  it('puts the search team’s form into the search slot, as that slot’s server HTML', () => {
    const search = server.querySelector('[data-slot="mf_search-SearchBox"]')!;
    expect(search.getAttribute('data-ssr')).toBe('mf_search/SearchBox');
    expect(search.getAttribute('data-slot-state')).toBe('server');
    expect(search.querySelector('form')!.getAttribute('action')).toBe('/catalogsearch/result/');
    expect(view.css).toContain('.s{}');
  });

  it('gives the cart slot a working link to the cart', () => {
    expect(server.querySelector('[data-slot="mf_cart-MiniCart"] a')!.getAttribute('href')).toBe('/checkout/cart');
  });

  it.each([
    ['hi', 'कार्ट देखें'],
    ['ta', 'கார்ட்டைப் பார்'],
  ] as const)('words the cart link in the page language (%s), as the browser draws it', (language, words) => {
    const view = composeServerView({ header: { html: headerHtml }, page: { id: 'mf_catalog/HomePage', html: '' } }, language)!;
    expect(parse(view.root).querySelector('[data-slot="mf_cart-MiniCart"] a')!.textContent).toBe(words);
  });

  it('leaves every control enabled', () => {
    expect(server.querySelectorAll('[disabled]')).toHaveLength(0);
  });

  it('puts the cart and leads teams’ own renders into their slots when they rendered', () => {
    const withCallback = renderToStaticMarkup(
      <header>
        <SlotPlaceholder id="mf_cart/MiniCart" />
        <SlotPlaceholder id="mf_leads/CallbackButton" />
      </header>,
    );
    const owned = parse(
      composeServerView({
        header: { html: withCallback },
        page: { id: 'mf_catalog/HomePage', html: '<p>Home</p>' },
        nested: {
          'mf_cart/MiniCart': { html: '<a class="cart-mini-button" href="/checkout/cart">Cart</a>', css: '.c{}' },
          'mf_leads/CallbackButton': { html: '<a class="lead-callback-btn" href="tel:18001234">Request a callback</a>' },
        },
      })!.root,
    );
    const cart = owned.querySelector('[data-slot="mf_cart-MiniCart"]')!;
    expect(cart.getAttribute('data-ssr')).toBe('mf_cart/MiniCart');
    expect(cart.querySelectorAll('a')).toHaveLength(1);
    expect(cart.querySelector('a')!.className).toBe('cart-mini-button');
    expect(owned.querySelector('[data-slot="mf_leads-CallbackButton"] a')!.getAttribute('href')).toBe('tel:18001234');
  });
});

describe('the server view inlines the modules’ CSS', () => {
  const view = composeServerView({
    header: { html: '<p class="h">Header</p>', css: '.h{color:red}\n/*# sourceMappingURL=__federation_expose_Header.1.css.map*/' },
    page: {
      id: 'mf_catalog/HomePage',
      html: '<p class="p">Home</p>',
      css: '.p{margin:0}.p-dialog{position:fixed}\n/*# sourceMappingURL=__federation_expose_HomePage.2.css.map*/\n',
    },
  })!;

  it('keeps each module’s rules for what the page shows, without the source map comments that name files of the remotes’ origins', () => {
    expect(view.css).toContain('.h{color:red}');
    expect(view.css).toContain('.p{margin:0}');
    expect(view.css).not.toContain('sourceMappingURL');
  });

  it('leaves out the rules for what the server’s HTML does not show (the module’s own file brings them when it goes live)', () => {
    expect(view.css).not.toContain('.p-dialog');
  });
});

describe('a page only the browser renders (cart, checkout, account)', () => {
  it('still gets the server’s header, and a line for browsers with scripts off instead of a blank page', () => {
    const view = composeServerView({ header: { html: '<nav><a href="/tiles">Tiles</a></nav>' }, page: null, pageId: 'mf_cart/CartPage' })!;
    const body = parse(view.root);
    expect(view.complete).toBe(false);
    expect(body.querySelector('[data-slot="mf_header-Header"] a')?.getAttribute('href')).toBe('/tiles');
    // The page's slot as the browser's first render draws it (empty, loading); the line for browsers with scripts
    // off goes after the root, where hydration does not look.
    const pageSlot = body.querySelector('main [data-slot="mf_cart-CartPage"]')!;
    expect(pageSlot.getAttribute('data-slot-state')).toBe('loading');
    expect(pageSlot.innerHTML).toBe('');
    expect(parse(view.afterRoot).querySelector('noscript')?.textContent).toContain('needs JavaScript');
  });

  it('is not composed at all when the header was not rendered either', () => {
    expect(composeServerView({ header: null, page: null, pageId: 'mf_cart/CartPage' })).toBeNull();
  });
});
