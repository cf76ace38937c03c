/** @jest-environment node */
import type { Manifest } from '../manifests';
import { classesOn, cssHrefs, modulesCssFiles, requiredClasses, usedCss } from '../usedCss';

const HTML = '<header class="hdr hdr--sticky"><a class="hdr-link" href="/">Home</a><svg class="hdr-icon"></svg></header>';

describe('the inlined CSS keeps what the server’s HTML can use', () => {
  it('drops a rule whose class is on no element, keeps the ones that are', () => {
    expect(usedCss('.hdr{color:red}.dialog{position:fixed}.hdr-link:hover{color:blue}', HTML)).toBe(
      '.hdr{color:red}.hdr-link:hover{color:blue}',
    );
  });

  it('keeps only the selectors of a list that can match', () => {
    expect(usedCss('.hdr-icon,.dialog-icon{width:20px}', HTML)).toBe('.hdr-icon{width:20px}');
  });

  it('needs every class of a compound or descendant selector on the page', () => {
    expect(usedCss('.hdr .hdr-link{margin:0}.hdr .drawer-link{margin:0}.hdr.is-open{top:0}', HTML)).toBe('.hdr .hdr-link{margin:0}');
  });

  it('keeps element, attribute and :root rules, and rules whose classes are inside :not() or :is()', () => {
    const css = 'body{margin:0}[hidden]{display:none!important}:root{--ink:#111}.hdr:not(.is-open){top:0}:is(.dialog,.hdr){z-index:1}';
    expect(usedCss(css, HTML)).toBe(css);
  });

  it('trims inside @media and drops a media block left empty; @font-face and @keyframes stay whole', () => {
    const css =
      '@media (max-width:600px){.hdr{padding:0}.dialog{inset:0}}@media (min-width:900px){.dialog{width:50%}}' +
      '@font-face{font-family:x;src:url(x.woff2)}@keyframes spin{to{transform:rotate(1turn)}}';
    expect(usedCss(css, HTML)).toBe(
      '@media (max-width:600px){.hdr{padding:0}}@font-face{font-family:x;src:url(x.woff2)}@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });

  it('does not read a dot in an attribute selector as a class', () => {
    expect(requiredClasses('a[href$=".pdf"].hdr-link')).toEqual(['hdr-link']);
    expect(usedCss('a[href$=".pdf"]{color:red}', HTML)).toBe('a[href$=".pdf"]{color:red}');
  });

  it('keeps the whole sheet when it does not parse', () => {
    expect(usedCss('.dialog{color:red', HTML)).toBe('.dialog{color:red');
  });

  it('keeps !important and custom properties as written', () => {
    expect(usedCss('.hdr{--gap:4px;color:red!important}', HTML)).toBe('.hdr{--gap:4px;color:red!important}');
  });

  it('trims again for a page whose classes differ, and alike for a page with the same classes', () => {
    const css = '.hdr{color:red}.dialog{position:fixed}.badge{color:green}';
    expect(usedCss(css, HTML)).toBe('.hdr{color:red}');
    expect(usedCss(css, `${HTML}<p class="badge">New</p>`)).toBe('.hdr{color:red}.badge{color:green}');
    expect(usedCss(css, HTML.replace('Home', 'Start'))).toBe('.hdr{color:red}');
    expect(usedCss(css, `<div class="dialog"></div>${HTML}`)).toBe('.hdr{color:red}.dialog{position:fixed}');
  });
});

describe('the classes on a page', () => {
  it('are the class attributes’ words, each once, in the order they first appear', () => {
    expect([...classesOn('<div class="b a"><p class="a  c"></p><p class="b a"></p></div>')]).toEqual(['b', 'a', 'c']);
  });

  it('count only a class attribute (after whitespace), not text or another attribute that ends in "class"', () => {
    expect([...classesOn('<p data-class="x" class="y">class="z"</p>')]).toEqual(['y']);
    expect([...classesOn('<p\nclass="y"></p><p class="unclosed')]).toEqual(['y']);
  });
});

describe('the rendered modules’ CSS files', () => {
  const manifest = (css: { sync: string[]; async?: string[] }): Manifest => ({
    metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    exposes: [{ name: 'MiniCart', assets: { js: { sync: [] }, css } }],
  });
  const modules: Parameters<typeof modulesCssFiles>[0] = [
    ['mf_cart/MiniCart', { manifest: manifest({ sync: ['mini.css'], async: ['account.css'] }), base: 'http://cart.internal/' }],
  ];

  it('are the files a module starts with, and with `lazy` its lazy chunks’ too', () => {
    expect(modulesCssFiles(modules)).toEqual([{ module: 'mf_cart/MiniCart', remote: 'mf_cart', file: 'mini.css' }]);
    expect(modulesCssFiles(modules, true).map((f) => f.file)).toEqual(['mini.css', 'account.css']);
  });

  it('are linked where the browser reaches their remote (its manifest’s folder, its query dropped), each once', () => {
    const files = [...modulesCssFiles(modules), ...modulesCssFiles(modules)];
    const remotes = { mf_cart: 'https://cdn.test/cart/v2/mf-manifest.json?r=1' };
    expect(cssHrefs(files, remotes)).toEqual(['https://cdn.test/cart/v2/mini.css']);
    // A remote the browser's configuration does not name: nothing to link.
    expect(cssHrefs(files, {})).toEqual([]);
  });
});
