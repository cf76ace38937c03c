import { readFileSync } from 'node:fs';
import path from 'node:path';
import { composeServerView } from '../firstView';
import { alternateLinks, languageOfHost, localizePage } from '../language';

const template = readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8').replace(
  /<div id="?root"?><\/div>/,
  '<div id="root"><a class="skip-link" href="#main">Skip to content</a></div>',
);
const settings = { protocol: 'http', baseDomain: 'localhost:3000' };
const at = (hostname: string) =>
  localizePage(template, { hostname, pathname: '/tiles/wooden-tiles', search: '?p=2', settings, nonce: 'n0nce' });

describe("the shell's page in the request's language", () => {
  it('reads the language from the host', () => {
    expect(languageOfHost('hi.localhost')).toBe('hi');
    expect(languageOfHost('ta.tiles.example')).toBe('ta');
    expect(languageOfHost('localhost')).toBe('en');
    expect(languageOfHost('history.example')).toBe('en');
  });

  it('names the three language versions of the same path on every page', () => {
    expect(alternateLinks(settings, '/tiles', '')).toBe(
      '<link rel="alternate" hreflang="en" href="http://localhost:3000/tiles">' +
        '<link rel="alternate" hreflang="hi" href="http://hi.localhost:3000/tiles">' +
        '<link rel="alternate" hreflang="ta" href="http://ta.localhost:3000/tiles">' +
        '<link rel="alternate" hreflang="x-default" href="http://localhost:3000/tiles">',
    );
  });

  it("leaves English pages English, with only the font of the switch's language names", () => {
    const page = at('localhost');
    expect(page).toContain('<html lang="en"');
    expect(page).toContain('hreflang="hi" href="http://hi.localhost:3000/tiles/wooden-tiles?p=2"');
    // Off the render path: applied once loaded (a script with the answer's nonce), and as a plain sheet without scripts.
    expect(page.match(/fonts-[a-z]+\.css/g)).toEqual(['fonts-names.css', 'fonts-names.css']);
    expect(page).toContain('<link rel="stylesheet" href="/fonts-names.css" media="print"><script nonce="n0nce">');
    expect(page).toContain('<noscript><link rel="stylesheet" href="/fonts-names.css"></noscript>');
  });

  it.each([
    ['hi', 'टाइल्स —', 'मुख्य सामग्री पर जाएँ'],
    ['ta', 'டைல்ஸ் —', 'உள்ளடக்கத்துக்குச் செல்'],
  ])('sends %s pages with their lang, title, skip link and font', (code, title, skip) => {
    const page = at(`${code}.localhost`);
    expect(page).toContain(`<html lang="${code}"`);
    expect(page).toContain(`<title>${title}`);
    expect(page).toContain(`href="#main">${skip}</a>`);
    expect(page).toContain(`<link rel="stylesheet" href="/fonts-${code}.css">`);
    expect(page).not.toContain('Skip to content');
  });

  it('says in the page language that a browser-only page needs scripts, and draws the footer in it', () => {
    const view = composeServerView({ header: { html: '<nav></nav>' }, page: null, pageId: 'mf_cart/CartPage' }, 'hi')!;
    const page = localizePage(view.root + view.afterRoot, {
      hostname: 'hi.localhost',
      pathname: '/checkout/cart',
      search: '',
      settings,
      nonce: 'n0nce',
    });
    expect(page).toContain('<p class="shell-noscript">इस पेज के लिए JavaScript चाहिए।');
    expect(page).toContain(`<footer`);
    expect(page).not.toContain('About us');
  });

  it('finds the lang attribute in the built, minified page too', () => {
    const built = '<!doctype html><html lang=en><head><title>x</title></head><body></body></html>';
    expect(localizePage(built, { hostname: 'ta.localhost', pathname: '/', search: '', settings, nonce: 'n0nce' })).toContain(
      '<html lang="ta">',
    );
  });
});
