import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { REMOTE_FOLDERS } from '@tiles/shared/src/contracts/remotes';

/** This process's metrics (a cluster's workers are summed by the primary: endpoints.ts). */
export const registry = new Registry();
let collecting = false;
/** Event-loop delay, heap, GC and CPU from prom-client's own collectors, in a process that serves (not a cluster's primary). */
export function collectProcessMetrics(): void {
  if (!collecting) collectDefaultMetrics({ register: registry });
  collecting = true;
}

// Every label comes from these lists, never from a request's text: the series a client can make are bounded.
/** The remotes, and `shell` for what no remote's slot holds. */
export const REMOTES: readonly string[] = [...Object.keys(REMOTE_FOLDERS), 'shell'];
/** A page's kind is the module that owns its route (the modules' own `routes`), `other` where none does. */
export const PAGE_KIND = /^(mf_[a-z]+\/\w+|other)$/;

const counter = (name: string, help: string, labelNames: string[]) => new Counter({ name, help, labelNames, registers: [registry] });
const histogram = (name: string, help: string, labelNames: string[], buckets: number[]) =>
  new Histogram({ name, help, labelNames, buckets, registers: [registry] });
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export const remotePages = counter('tiles_remote_pages_total', 'Pages the server rendered with this remote in them', ['remote']);
/** `side`: `server` (the shell's render) or `browser` (reported by shoppers' browsers). */
export const remoteLoadFailures = counter('tiles_remote_load_failures_total', 'A remote whose code did not load', ['remote', 'side']);
export const remoteRenderErrors = counter('tiles_remote_render_errors_total', "A remote's module that threw while rendering", [
  'remote',
  'side',
]);
export const loaderTimeouts = counter('tiles_remote_loader_timeouts_total', "A remote module's loader past the render budget", ['remote']);
export const hydrationErrors = counter('tiles_remote_hydration_errors_total', 'Hydration mismatches reported by browsers', ['remote']);
export const renderSeconds = histogram('tiles_render_duration_seconds', "A page's server render (after its loaders)", ['page'], SECONDS);
export const loaderSeconds = histogram('tiles_loader_duration_seconds', "A remote module's loader on the server", ['remote'], SECONDS);
// Per release of a remote (the ids the remotes file names, `unpinned` else): what a canary is judged by.
export const releasePages = counter('tiles_release_pages_total', 'Pages with this release of a remote in them', ['remote', 'release']);
/** A load failure, render error or loader timeout on the server, or a problem a shopper's browser reported. */
export const releaseFailures = counter('tiles_release_failures_total', 'Failures of this release of a remote', ['remote', 'release']);
export const httpResponses = counter('tiles_http_responses_total', 'Answers by status code', ['status']);

// Real shoppers' Core Web Vitals (web-vitals), by page kind and the remote whose slot holds the element.
const VITAL_LABELS = ['page', 'remote'];
export const vitals = {
  LCP: histogram('tiles_web_vitals_lcp_seconds', 'Largest Contentful Paint', VITAL_LABELS, [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10]),
  INP: histogram('tiles_web_vitals_inp_seconds', 'Interaction to Next Paint', VITAL_LABELS, [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2]),
  CLS: histogram('tiles_web_vitals_cls', 'Cumulative Layout Shift', VITAL_LABELS, [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1]),
};
export const beaconsRefused = counter('tiles_beacons_refused_total', 'Beacons refused', ['reason']);
