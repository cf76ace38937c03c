/** @jest-environment node */
import { recordPage, renderReport } from '../pageMetrics';
import { registry } from '../metrics';

const value = async (series: string) =>
  Number(
    (await registry.metrics())
      .split('\n')
      .find((l) => l.startsWith(`${series} `))
      ?.split(' ')[1] ?? 0,
  );

it('counts a page per remote in it, what failed to load, loaders past the budget, and the timing header', async () => {
  const report = renderReport();
  report.loadFailures.add('mf_leads');
  report.loaderTimeouts.add('mf_catalog');
  report.loaders.push({ remote: 'mf_catalog', ms: 12.34 });
  Object.assign(report, { loadersMs: 12.34, renderMs: 5.06 });
  const before = await value('tiles_remote_pages_total{remote="mf_cart"}');
  const page = recordPage(report, 'mf_catalog/CatalogRoute', ['mf_header/Header', 'mf_cart/AddToCart', 'mf_cart/MiniCart'], '');
  expect(page.timing).toBe('loaders;dur=12.3, render;dur=5.1');
  // What the releases are judged by: every remote in the page, failed ones included.
  expect([...page.shown].sort()).toEqual(['mf_cart', 'mf_catalog', 'mf_header', 'mf_leads']);
  expect([...page.failed].sort()).toEqual(['mf_catalog', 'mf_leads']);
  expect(await value('tiles_remote_pages_total{remote="mf_cart"}')).toBe(before + 1); // once per page, not per slot
  expect(await value('tiles_remote_load_failures_total{remote="mf_leads",side="server"}')).toBe(1);
  expect(await value('tiles_remote_loader_timeouts_total{remote="mf_catalog"}')).toBe(1);
});

it('counts a module that threw while the server rendered it (React left its slot to the browser), known remotes only', async () => {
  const html =
    '<div data-slot="mf_cart-MiniCart" data-slot-state="server" data-ssr="mf_cart/MiniCart"><!--$!--><template></template><!--/$--></div>' +
    '<div data-slot="mf_header-Header" data-slot-state="server" data-ssr="mf_header/Header"><!--$--><header></header><!--/$--></div>' +
    // A module's own markup that imitates a slot names no remote the shell has.
    '<div data-slot="mf_evil-X" data-slot-state="server"><!--$!--></div>';
  expect([...recordPage(renderReport(), 'mf_catalog/HomePage', [], html).failed]).toEqual(['mf_cart']);
  expect(await value('tiles_remote_render_errors_total{remote="mf_cart",side="server"}')).toBe(1);
  expect(await value('tiles_remote_render_errors_total{remote="mf_header",side="server"}')).toBe(0);
  expect(await registry.metrics()).not.toContain('mf_evil');
});
