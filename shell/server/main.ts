// The shell's server (options: options.ts; shell/README.md): shell/dist, the server-rendered pages, the API pass-through.
import './production';
import cluster from 'node:cluster';
import { watchFile } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { createApp } from './app';
import { pinServerIntegrity } from './bundles';
import { whenWithdrawn } from './canary';
import { withdrawCanary } from './withdrawCanary';
import { loadServerConfig } from './config';
import { readOptions, workerV8Flags } from './options';
import { renderSettings } from './page';
import { renderView } from './render';
import { answerWorkersMetrics } from './metrics/endpoints';

/** Read and validated before anything listens: a wrong option or file stops the start with its reason, not a stack. */
function orExit<T>(what: string, read: () => T): T {
  try {
    return read();
  } catch (err) {
    console.error(`[shell] ${what}: ${(err as Error).message}`);
    return process.exit(1);
  }
}
const options = orExit('options', () => readOptions(process.argv.slice(2), process.env));
let config = orExit('configuration', () => loadServerConfig(options));

if (cluster.isPrimary) {
  // Each worker is a whole server; the primary shares the port, replaces a worker that dies and sets their V8 heap.
  cluster.setupPrimary({ execArgv: [...process.execArgv, ...workerV8Flags(options)] });
  for (let i = 0; i < options.workers; i++) cluster.fork();
  answerWorkersMetrics();
  // "ready" once every first worker has warmed its server renders (or given up): npm start waits for it.
  let warmed = 0;
  cluster.on('message', (_worker, message: { warmed?: boolean }) => {
    if (message?.warmed && ++warmed === options.workers) console.log('[shell] ready');
  });
  cluster.on('exit', (worker, code) => {
    console.warn(`[shell] worker ${worker.process.pid} exited (${code}); starting another`);
    cluster.fork();
  });
  process.on('SIGHUP', () => Object.values(cluster.workers ?? {}).forEach((w) => w?.process.kill('SIGHUP')));
  // Exits at once, replacing no worker: a worker whose primary is gone exits (Node's cluster).
  process.on('SIGTERM', () => process.exit(0)).on('SIGINT', () => process.exit(0));
  const { workers, dir, port } = options;
  const s = workers > 1 ? 's' : '';
  console.log(`[shell] ${workers} worker${s} serving ${path.relative(process.cwd(), dir)} on http://localhost:${port}`);
} else {
  // A reload (SIGHUP, or the remotes file changed: `npm run pin` writes it atomically) re-reads the configuration; a
  // wrong file keeps the one in use. Each page is rendered with one configuration, and names its remotes to the browser.
  const reload = () => {
    try {
      config = loadServerConfig(options);
      pinServerIntegrity(config.serverIntegrity);
      console.log('[shell] configuration reloaded');
    } catch (err) {
      console.error(`[shell] configuration not reloaded: ${(err as Error).message}`);
    }
  };
  pinServerIntegrity(config.serverIntegrity);
  // A withdrawn candidate leaves the remotes file too: every worker (and the next start) stops serving it.
  whenWithdrawn((canary, reason) => options.remotesFile && withdrawCanary(options.remotesFile, canary, reason));
  process.on('SIGHUP', reload);
  // Polled (not fs.watch): an atomic rename replaces the file's inode, which a watch on the old one would miss.
  if (options.remotesFile) watchFile(options.remotesFile, { interval: 1000 }, (now, before) => now.mtimeMs !== before.mtimeMs && reload());
  createServer(createApp({ ...options, config: () => config })).listen(options.port, async () => {
    if (options.ssr) await warm();
    process.send?.({ warmed: true });
  });
}

// A module's parts loaded on demand (a lazy chunk, a catalogue) load at its first render: one page of each kind.
const PAGE_KINDS = ['/', '/catalogsearch/result/?q=tiles', '/contact', '/customer/account/forgotpassword'];

// Renders each kind of page before this worker's first shopper (a cold load exceeds the budget); retried each second.
async function warm(): Promise<void> {
  const render = (path: string) => {
    const store = config.stores[0]; // the configuration in use (a SIGHUP may replace it meanwhile)
    const renderConfig = { ...options, remotes: store.browser.remotes, settings: renderSettings(config, store) };
    return renderView(renderConfig, store.origin + path).catch(() => null);
  };
  for (let i = 0; i < 120; i++) {
    const view = await render('/tiles');
    if (view?.complete && view.whole) {
      for (const path of PAGE_KINDS) await render(path);
      return;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  console.warn(`[shell] ${options.dir}: no server render after 120 tries; pages are rendered in the browser until one works`);
}
