import { REMOTES, loaderSeconds, loaderTimeouts, remoteLoadFailures, remotePages, remoteRenderErrors, renderSeconds } from './metrics';

/** What one shopper's server render took and what failed in it, filled in by renderView. */
export type RenderReport = {
  loadFailures: Set<string>;
  loaderTimeouts: Set<string>;
  loaders: { remote: string; ms: number }[];
  loadersMs: number;
  renderMs: number;
};
export const renderReport = (): RenderReport => ({
  loadFailures: new Set(),
  loaderTimeouts: new Set(),
  loaders: [],
  loadersMs: 0,
  renderMs: 0,
});

// A module that threw while React rendered it is left to the browser: its slot's Suspense boundary is written as
// client-rendered (`<!--$!-->`) right inside the slot's element (slotFrame: data-slot="<remote>-<module>").
const THREW = /data-slot="([a-z_]+)-\w+"[^>]*data-slot-state="server"[^>]*><!--\$!-->/g;

/**
 * Counts the page in the metrics; the answer's `Server-Timing` (loaders and render, ms), the remotes in the page and
 * those that failed in it (a load failure, a loader past the budget, a render error).
 */
export function recordPage(report: RenderReport, page: string, rendered: readonly string[], html: string) {
  const shown = new Set(rendered.map((id) => id.split('/')[0]));
  for (const remote of shown) remotePages.inc({ remote });
  for (const remote of report.loadFailures) remoteLoadFailures.inc({ remote, side: 'server' });
  for (const remote of report.loaderTimeouts) loaderTimeouts.inc({ remote });
  for (const { remote, ms } of report.loaders) loaderSeconds.observe({ remote }, ms / 1000);
  const threw = new Set(Array.from(html.matchAll(THREW), (m) => m[1]).filter((remote) => REMOTES.includes(remote)));
  for (const remote of threw) remoteRenderErrors.inc({ remote, side: 'server' });
  renderSeconds.observe({ page }, report.renderMs / 1000);
  const failed = new Set([...report.loadFailures, ...report.loaderTimeouts, ...threw]);
  const timing = `loaders;dur=${report.loadersMs.toFixed(1)}, render;dur=${report.renderMs.toFixed(1)}`;
  return { timing, shown: new Set([...shown, ...failed]), failed };
}
