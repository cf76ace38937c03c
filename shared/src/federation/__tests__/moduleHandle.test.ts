import { loadsOf, readModuleHandle, setModuleLoads } from '../moduleHandle';
import { readPageRoutes } from '../pageRoutes';

describe("a module's handle, as the shell reads it", () => {
  it('keeps what it knows and drops anything else, whatever a remote exports', () => {
    expect(readModuleHandle({ loads: 'idle', loadsWith: ['mega-menu'], personal: true })).toEqual({
      loads: 'idle',
      loadsWith: ['mega-menu'],
      personal: true,
    });
    for (const odd of [undefined, null, 'idle', 7, () => ({ loads: 'idle' })]) expect(readModuleHandle(odd)).toEqual({});
    expect(readModuleHandle({ loads: 'later', personal: 'yes', loadsWith: 'mega-menu' })).toEqual({});
    // A chunk name is matched against file names in hints: no paths, no markup, nothing long.
    expect(readModuleHandle({ loadsWith: ['../x', '<script>', 'a'.repeat(65), 3, 'ok-1'] })).toEqual({ loadsWith: ['ok-1'] });
    // A form path is one on this site: never another host's (`//host`, `/\\host`), never a URL, never a blank.
    expect(readModuleHandle({ formPaths: ['/newsletter/subscriber/new/', '//evil.example/x', '/\\evil', 'https://x', '/a b', 7] })).toEqual(
      {
        formPaths: ['/newsletter/subscriber/new/'],
      },
    );
  });

  it("gives the browser each module's timing from the page's configuration, `early` for one it does not name", () => {
    setModuleLoads({ 'mf_leads/PopupHost': 'idle', 'mf_header/Header': 'first' });
    expect(loadsOf('mf_leads/PopupHost')).toBe('idle');
    expect(loadsOf('mf_header/Header')).toBe('first');
    expect(loadsOf('mf_cart/AddToCart')).toBe('early');
    // A tampered or broken page configuration changes nothing beyond its own entries.
    setModuleLoads(JSON.parse('{"__proto__": {"x": "idle"}, "mf_cart/AddToCart": "never", "../x": "idle", "mf_cart/MiniCart": "idle"}'));
    expect(loadsOf('mf_cart/AddToCart')).toBe('early');
    expect(loadsOf('mf_cart/MiniCart')).toBe('idle');
    expect(loadsOf('mf_leads/PopupHost')).toBe('early');
    setModuleLoads('idle');
    expect(loadsOf('mf_cart/MiniCart')).toBe('early');
  });

  it("keeps a page's routes and names as React Router patterns on this site, and names in the store's languages only", () => {
    expect(
      readModuleHandle({
        routes: ['/contact', '/checkout/*', '*', '/sales/order/:id'],
        pageName: { en: 'Contact', hi: 'संपर्क', ta: 'தொடர்பு' },
      }),
    ).toEqual({ routes: ['/contact', '/checkout/*', '*', '/sales/order/:id'], pageName: { en: 'Contact', hi: 'संपर्क', ta: 'தொடர்பு' } });
    // Another host, a URL, markup, a blank, a pattern React Router reads differently: not routes.
    const odd = ['//evil.example', '/\\evil', 'https://x', '/<b>', '', 'contact', '/a b', '/x/*/y', 7, null];
    expect(readModuleHandle({ routes: odd })).toEqual({});
    expect(readModuleHandle({ routes: Array.from({ length: 50 }, (_, i) => `/p${i}`) }).routes).toHaveLength(20);
    const names = JSON.parse('{"__proto__": {"en": "x"}, "fr": "Contact", "en": 7, "hi": "    ", "ta": "' + 'அ'.repeat(81) + '"}');
    expect(readModuleHandle({ pageName: names })).toEqual({});
  });

  it('keeps the code a page runs before the module is live only as a function that cannot end its script element', () => {
    const code = 'function (settings) { document.title = settings.x; }';
    expect(readModuleHandle({ beforeCode: code })).toEqual({ beforeCode: code });
    expect(readModuleHandle({ beforeCode: 'async function (s) {}' })).toEqual({ beforeCode: 'async function (s) {}' });
    const odd = [
      'function () { "</script><script>alert(1)</script>"; }',
      'function () { "</SCRIPT >"; }',
      'function () { "<!--"; }',
      'alert(1)',
      '(() => alert(1))',
      `function () { ${'x;'.repeat(6000)} }`,
      7,
      null,
      { toString: () => 'function () {}' },
    ];
    for (const beforeCode of odd) expect(readModuleHandle({ beforeCode })).toEqual({});
  });

  it("reads the page table from the page's configuration, leaving out what is not a route", () => {
    const routes = readPageRoutes([
      { path: '/contact', id: 'mf_leads/ContactPage', name: 'The contact page' },
      { path: '*', id: 'mf_catalog/CatalogRoute' },
      { path: '//evil.example', id: 'mf_leads/ContactPage' },
      { path: '/x', id: 'evil/../x' },
      { path: '/y', id: 'mf_cart/CartPage', name: 'x'.repeat(81) },
      'junk',
      null,
    ]);
    expect(routes).toEqual([
      { path: '/contact', id: 'mf_leads/ContactPage', name: 'The contact page' },
      { path: '*', id: 'mf_catalog/CatalogRoute' },
      { path: '/y', id: 'mf_cart/CartPage' },
    ]);
    for (const odd of [undefined, null, 'x', { path: '/' }]) expect(readPageRoutes(odd)).toEqual([]);
  });
});
