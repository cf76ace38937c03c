/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { alternatesOf, headTags, type PageHead } from '@tiles/shared/src/head/pageHead';
import { Document, LINKED_CSS_WAIT_MS, WORDS, withCss, type DocumentProps } from '../Document';
import { renderOnce } from '../renderOnce';
import { localConfig, serverConfigFrom } from '../config';

const { browser } = serverConfigFrom(localConfig(3000, true), {});
const alternateLinks = (path: string) => alternatesOf(browser.settings, path);
const headOf = (language: DocumentProps['language'], head: Partial<PageHead> = {}) =>
  headTags(
    { title: WORDS[language].documentTitle, ...head },
    { origin: 'http://localhost:3000', alternates: alternateLinks('/tiles/wooden-tiles?p=2') },
  );
// Rendered as the server renders a page: the document and the App in one render.
const page = (props: Partial<DocumentProps> = {}) =>
  renderOnce(
    <Document
      language="en"
      nonce="n0nce"
      head={headOf(props.language ?? 'en')}
      criticalCss="body{margin:0}"
      entry={['/main.js']}
      hints={{ first: [{ as: 'script', href: '/a.js' }], controls: [{ as: 'style', href: '/b.css' }] }}
      remotes={{ remotes: {} }}
      view={{ data: { 'mf_header/Header': { menu: [] } }, complete: true, cssFiles: [] }}
      {...props}
    >
      <a className="skip-link" href="#main">
        x
      </a>
    </Document>,
    1000,
    'n0nce',
    (err) => {
      throw err;
    },
  );

describe("the shell's page in the request's language", () => {
  it('names the three language versions of the same path and query on every page', async () => {
    expect(alternateLinks('/tiles')).toEqual([
      { hreflang: 'en', href: 'http://localhost:3000/tiles' },
      { hreflang: 'hi', href: 'http://hi.localhost:3000/tiles' },
      { hreflang: 'ta', href: 'http://ta.localhost:3000/tiles' },
      { hreflang: 'x-default', href: 'http://localhost:3000/tiles' },
    ]);
    expect(await page()).toMatch(
      /<link rel="alternate" hreflang="hi" href="http:\/\/hi.localhost:3000\/tiles\/wooden-tiles\?p=2" data-head=""\/>/i,
    );
  });

  it("writes the page module's head: canonical on the store's origin, Open Graph, and JSON-LD as an escaped data block", async () => {
    const jsonLd = [{ '@type': 'Product', name: '</script><script>alert(1)</script>' }];
    const head = headOf('en', { title: 'Oak', canonical: '/oak?p=2', og: { type: 'product', image: '/media/oak.png' }, jsonLd });
    const html = await page({ head });
    expect(html).toContain('<title>Oak</title>');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/oak?p=2" data-head=""/>');
    expect(html).toContain('<meta property="og:image" content="http://localhost:3000/media/oak.png" data-head=""/>');
    expect(html).toContain('<meta name="robots" content="index, follow" data-head=""/>');
    expect(html).toContain(
      '<script type="application/ld+json" data-head="">{"@type":"Product","name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
  });

  it("leaves English pages English, with only the font of the switch's language names, off the render path", async () => {
    const html = await page();
    expect(html).toContain('<html lang="en">');
    expect(html.match(/fonts-[a-z]+\.css/g)).toEqual(['fonts-names.css', 'fonts-names.css']);
    expect(html).toContain('<link rel="stylesheet" href="/fonts-names.css" media="print"/><script nonce="n0nce">');
    expect(html).toContain('<noscript><link rel="stylesheet" href="/fonts-names.css"/></noscript>');
  });

  it.each(['en', 'hi', 'ta'] as const)(
    'writes a %s status line outside the root, with the words the loader says a tapped control is loading in',
    async (code) => {
      const html = await page({ language: code });
      // After the root's end: React hydrates the root only, so the loader may write here before the app is live.
      expect(html).toContain(
        `</div><div id="tiles-tap-status" class="shell-tap-status" role="status" aria-live="polite" data-words="${WORDS[code].tapComing}"></div>`,
      );
      expect(WORDS[code].tapComing).toContain('{what}');
    },
  );

  it.each([
    ['hi', 'टाइल्स —'],
    ['ta', 'டைல்ஸ் —'],
  ] as const)('sends %s pages with their lang, title and font', async (code, title) => {
    const html = await page({ language: code });
    expect(html).toContain(`<html lang="${code}">`);
    expect(html).toContain(`<title>${title}`);
    expect(html).toContain(`<link rel="stylesheet" href="/fonts-${code}.css"/>`);
  });
});

describe('the server-rendered page', () => {
  it('holds the App’s render in the root for hydration, and starts the app’s code after its content', async () => {
    const html = await page();
    expect(html).toContain('<div id="root" data-hydrate=""><a class="skip-link" href="#main">x</a></div>');
    // The scripts go through the loader, not into the head, so the content paints first.
    expect(html).not.toContain('<script defer');
    const loader = html.indexOf('<script nonce="n0nce">(function (hints, scripts');
    expect(loader).toBeGreaterThan(html.indexOf('</div>'));
    expect(html.indexOf('["/main.js"]', loader)).toBeGreaterThan(loader);
    expect(html).toContain('window.__TILES_SSR__={"mf_header/Header":{"menu":[]}}');
  });

  it('keeps text that could end its script or style element inside it', async () => {
    const html = withCss(
      await page({ view: { data: { x: '</script><script>alert(2)' }, complete: true, cssFiles: [] } }),
      '.x{}</style><script>alert(1)</script>',
    );
    // The only end of the style element is its own; inside it the rest is text.
    expect(html).toContain('<style nonce="n0nce" data-ssr-css="">.x{}<\\/style><script>alert(1)</script></style>');
    expect(html).toContain('window.__TILES_SSR__={"x":"\\u003c/script>\\u003cscript>alert(2)"}</script>');
  });

  it('links the whole files of the inlined CSS off the render path, naming no file to the chunk loader yet, and hints them no more', async () => {
    const cssFiles = ['http://remote.test/a.css', 'http://remote.test/b.css?x="y"'];
    const hints = {
      first: [
        { as: 'style' as const, href: cssFiles[0] },
        { as: 'script' as const, href: '/a.js' },
      ],
      controls: [],
    };
    const html = await page({ view: { data: {}, complete: true, cssFiles }, hints });
    const head = html.slice(0, html.indexOf('</head>'));
    const style = head.indexOf('data-ssr-css="">');
    const links = [
      '<link rel="stylesheet" href="http://remote.test/a.css" media="print" data-ssr-css="" data-href="loading"/>',
      '<link rel="stylesheet" href="http://remote.test/b.css?x=&quot;y&quot;" media="print" data-ssr-css="" data-href="loading"/>',
    ].map((tag) => head.indexOf(tag));
    // The script that settles them comes before them (it must see a link that fails at once), told how many follow.
    const settle = head.indexOf('<script nonce="n0nce">(function (count, waitMs)');
    expect(settle).toBeGreaterThan(style);
    expect(links.every((at) => at > settle)).toBe(true);
    expect(head).toContain(`})(2,${LINKED_CSS_WAIT_MS})</script>`);
    // The loader's hints: the script's, not the linked file's.
    const loader = html.slice(html.indexOf('(function (hints, scripts'));
    expect(loader).toContain('"/a.js"');
    expect(loader).not.toContain('remote.test/a.css');
    // A page with no module CSS links nothing and needs no script for it.
    expect(await page()).not.toContain('(function (count, waitMs)');
  });

  describe('its linked CSS files in the browser', () => {
    const files = ['http://remote.test/a.css', 'http://remote.test/b.css', 'http://remote.test/c.css'];
    /** The head's settling script and links, parsed as the browser does (the script runs before the links exist). */
    async function browserHead({ fakeTimers = false } = {}) {
      const html = await page({ view: { data: {}, complete: true, cssFiles: files } });
      // The page's own timers (its script's wait) on jest's clock; the render above needs the real one.
      if (fakeTimers) jest.useFakeTimers();
      const from = html.indexOf('<script nonce="n0nce">(function (count, waitMs)');
      const part = html.slice(from, html.indexOf('>', html.lastIndexOf('data-href="loading"')) + 1);
      const { window } = new JSDOM(`<!doctype html><html><head>${part}</head><body></body></html>`, { runScripts: 'dangerously' });
      const doc = window.document;
      const link = (href: string) => doc.querySelector<HTMLLinkElement>(`link[data-ssr-css][href="${href}"]`);
      const fire = (href: string, type: 'load' | 'error') => link(href)!.dispatchEvent(new window.Event(type));
      /** What the chunk loader sees: the file a stylesheet link names (`data-href`, else `href`), and its media. */
      const seen = () =>
        [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => [
          l.getAttribute('data-href') || l.getAttribute('href'),
          l.media,
        ]);
      return { doc, fire, seen };
    }

    it('names a file to the chunk loader once it has loaded, and applies them all together once every one has settled', async () => {
      const { fire, seen } = await browserHead();
      expect(seen()).toEqual(files.map(() => ['loading', 'print']));
      fire(files[1], 'load');
      fire(files[0], 'load');
      expect(seen()).toEqual([
        [files[0], 'print'],
        [files[1], 'print'],
        ['loading', 'print'],
      ]);
      fire(files[2], 'load');
      expect(seen()).toEqual(files.map((f) => [f, 'all']));
    });

    it('removes a link that failed, so that the loader inserts its own when the module comes, and still applies the rest', async () => {
      const { fire, seen } = await browserHead();
      fire(files[0], 'error');
      fire(files[1], 'load');
      expect(seen()).toEqual([
        [files[1], 'print'],
        ['loading', 'print'],
      ]);
      fire(files[2], 'error');
      expect(seen()).toEqual([[files[1], 'all']]);
    });

    it('applies the loaded files when one has neither loaded nor failed after a while, and a late one when it loads', async () => {
      try {
        const { fire, seen } = await browserHead({ fakeTimers: true });
        fire(files[0], 'load');
        fire(files[1], 'load');
        jest.advanceTimersByTime(LINKED_CSS_WAIT_MS - 1);
        expect(seen()).toEqual([
          [files[0], 'print'],
          [files[1], 'print'],
          ['loading', 'print'],
        ]);
        jest.advanceTimersByTime(1);
        expect(seen()).toEqual([
          [files[0], 'all'],
          [files[1], 'all'],
          ['loading', 'print'],
        ]);
        fire(files[2], 'load');
        expect(seen()).toEqual(files.map((f) => [f, 'all']));
      } finally {
        jest.useRealTimers();
      }
    });

    it('drops a link that loads after the loader inserted its own for the file (no file applied twice)', async () => {
      const { doc, fire, seen } = await browserHead();
      // The module's code came first: the loader found no file named and inserted its link.
      doc.head.append(Object.assign(doc.createElement('link'), { rel: 'stylesheet', href: files[0] }));
      fire(files[0], 'load');
      fire(files[1], 'load');
      fire(files[2], 'load');
      expect(seen()).toEqual([
        [files[1], 'all'],
        [files[2], 'all'],
        [files[0], ''],
      ]);
    });
  });

  it('gives only its own inline scripts and styles this answer’s nonce', async () => {
    const html = await page();
    const inline = html.match(/<(script|style)(?![^>]*\bsrc=)[^>]*>/g) ?? [];
    expect(inline.length).toBeGreaterThan(3);
    for (const tag of inline) expect(tag).toContain('nonce="n0nce"');
  });

  it('runs what the rendered modules do before their code is live once the page is parsed, with the page’s settings and nonce', async () => {
    const code = 'function (settings) { window.earlyRan = settings.searchUrl; }';
    const remotes = { remotes: {}, settings: { searchUrl: 'http://api.test/search</script>' } };
    const view = { data: {}, complete: true, cssFiles: [], beforeCode: [code] };
    const html = await page({ remotes, view });
    // After the page's content, before the app's own scripts.
    const at = html.indexOf(`<script nonce="n0nce">(${code})({"searchUrl":"http://api.test/search\\u003c/script>"})</script>`);
    expect(at).toBeGreaterThan(html.indexOf('<div id="root"'));
    expect(at).toBeLessThan(html.indexOf('window.__TILES_SSR__'));
    expect(html.split(code)).toHaveLength(2);
    // Run as the browser parses the page (jsdom), before the app's code.
    const dom = new JSDOM(html, { runScripts: 'dangerously' });
    expect((dom.window as unknown as { earlyRan?: string }).earlyRan).toBe('http://api.test/search</script>');
    dom.window.close();
    // A page whose modules have none, and a page the browser renders, write none.
    expect(await page({ remotes })).not.toContain('window.earlyRan');
    expect(await page({ remotes, view: null })).not.toContain('window.earlyRan');
  });

  it('opens a connection early to each origin the page calls besides its own, once', async () => {
    const html = await page({ connect: ['https://search.example', 'https://api.example'] });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preconnect" href="https://search.example" crossorigin="anonymous"/>');
    expect(head).toContain('<link rel="preconnect" href="https://api.example" crossorigin="anonymous"/>');
    expect(await page()).not.toContain('preconnect');
  });

  it('without a server render: the app’s scripts and every hint in the head, an empty root', async () => {
    const html = await page({ view: null });
    expect(html).toContain('<div id="root"></div>');
    const head = html.slice(0, html.indexOf('</head>'));
    for (const tag of [
      '<link rel="preload" as="script" href="/a.js"/>',
      '<link rel="preload" as="style" href="/b.css"/>',
      '<script defer="" src="/main.js"></script>',
    ])
      expect(head).toContain(tag);
    expect(html).not.toContain('__TILES_SSR__');
  });
});
