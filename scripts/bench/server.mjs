// Server bench (issue 15): pages per second and latency of the shell's server-rendered pages, one worker against
// one worker per core, in the same run. Starts its own store (`scripts/start.mjs` on ports of its own, so a running
// `npm start` is left alone), then lets N concurrent shoppers ask for home, listings and product pages (rotating over
// several URLs, so no page is only ever the same one). The shoppers are played by wrk when it is installed (C, a
// fraction of autocannon's CPU per page on the cores the server also needs), else by autocannon; the table names it.
// A report, not a timed assertion. Usage: node scripts/bench/server.mjs [--seconds 10] [--connections 10,50]
// [--workers 1,<cores>] [--runs 1] [--generator wrk|autocannon]
import { execFile, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const SECONDS = Number(arg('seconds', 10));
const CONNECTIONS = arg('connections', '10,50').split(',').map(Number);
const WORKERS = arg('workers', `1,${availableParallelism()}`).split(',').map(Number);
const RUNS = Number(arg('runs', 1));
const hasWrk = spawnSync('wrk', ['--version']).error === undefined;
const GENERATOR = arg('generator', hasWrk ? 'wrk' : 'autocannon');
if (!['wrk', 'autocannon'].includes(GENERATOR)) throw new Error(`--generator must be wrk or autocannon, got ${GENERATOR}`);
if (GENERATOR === 'wrk' && !hasWrk) throw new Error('--generator wrk: wrk is not installed (apt-get install wrk)');
// Ports of its own (shell 3900…, backend 4900), beside the defaults and the e2e's.
const PORTS = {
  TILES_PORT_SHELL: 3900,
  TILES_PORT_MF_HEADER: 3901,
  TILES_PORT_MF_CART: 3902,
  TILES_PORT_MF_LEADS: 3903,
  TILES_PORT_MF_SEARCH: 3904,
  TILES_PORT_MF_CATALOG: 3905,
  TILES_PORT_BACKEND: 4900,
};
const BASE = `http://localhost:${PORTS.TILES_PORT_SHELL}`;

/** `npm start` with the given worker count; resolves once the shell says every worker has warmed. */
function startStore(workers) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, ...Object.fromEntries(Object.entries(PORTS).map(([k, v]) => [k, String(v)])), TILES_WORKERS: String(workers) },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const ready = new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('[shell] ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the store stopped before it was ready (${code})\n${out.slice(-2000)}`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      process.kill(-child.pid, 'SIGTERM');
    });
  return { ready, stop, group: child.pid };
}

/** Real URLs of the seeded store: the home page's listings, and products read from the backend. */
async function pagePaths() {
  const home = await (await fetch(`${BASE}/`)).text();
  const listings = [...new Set([...home.matchAll(/href="(\/tiles\/[a-z-]+)"/g)].map((m) => m[1]))];
  const answer = await fetch(`${BASE}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products(search: "tile", pageSize: 24) { items { url_key url_suffix } } }' }),
  });
  const { data } = await answer.json();
  const products = data.products.items.map((p) => `/${p.url_key}${p.url_suffix ?? ''}`);
  if (!listings.length || !products.length) throw new Error('no listings or products found to load');
  return { home: ['/'], listing: listings, product: products };
}

/**
 * The smallest answer that still holds the owner's server render, per page kind: an answer well under the fully
 * rendered page is one where the server gave up its render budget (the browser renders that part), which is
 * faster to serve and must not count as a rendered page.
 */
async function fullSizes(paths) {
  const sizes = {};
  for (const [kind, list] of Object.entries(paths)) {
    let smallest = Infinity;
    for (const p of list.slice(0, 4)) {
      const res = await fetch(`${BASE}${p}`, { headers: { 'accept-encoding': 'identity' } });
      const body = await res.text();
      if (!/s-maxage=60/.test(res.headers.get('cache-control') ?? '')) throw new Error(`${p} was not fully rendered when idle`);
      smallest = Math.min(smallest, Buffer.byteLength(body));
    }
    sizes[kind] = smallest;
  }
  return sizes;
}

const TICKS_PER_SECOND = 100; // Linux's USER_HZ: /proc/<pid>/stat counts CPU time in these ticks.
/** /proc/<pid>/stat's fields from the third (state) on: [2] process group, [11]/[12] user/system CPU of the
 * process, [13]/[14] of its children that have ended. */
const statFields = (pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
/**
 * CPU milliseconds used so far by the bench's store's shell processes and backend (from /proc; Linux only): only the
 * processes of its own process group, so another store running on the machine (`npm start`) is not counted.
 * `shellMain` is the shell processes' main threads alone (JavaScript runs there; the rest is V8's garbage collector
 * and compiler threads and libuv's pool, which can run on another core).
 */
function cpuByPart(group) {
  const parts = { shell: 0, backend: 0, shellMain: 0 };
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const fields = statFields(pid);
      if (Number(fields[2]) !== group) continue;
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const part = cmd.includes('shell/server/main.ts') ? 'shell' : cmd.includes('backend/src/server.ts') ? 'backend' : null;
      if (!part) continue;
      parts[part] += ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
      if (part === 'shell') {
        const main = statFields(`${pid}/task/${pid}`);
        parts.shellMain += ((Number(main[11]) + Number(main[12])) * 1000) / TICKS_PER_SECOND;
      }
    } catch {
      /* the process ended meanwhile, or /proc is not there */
    }
  }
  return parts;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** One cell with autocannon, in this process: its CPU is this process's. */
function autocannonLoad(paths, connections, fullSize) {
  const cpuBefore = process.cpuUsage();
  return new Promise((resolve, reject) => {
    let next = 0;
    const times = [];
    let rendered = 0;
    let failed = 0;
    const instance = autocannon(
      {
        url: BASE,
        connections,
        duration: SECONDS,
        headers: { 'accept-encoding': 'identity' },
        requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
      },
      (err, result) => {
        if (err) return reject(err);
        times.sort((a, b) => a - b);
        const cpu = process.cpuUsage(cpuBefore);
        resolve({
          generatorCpu: (cpu.user + cpu.system) / 1000,
          perSecond: times.length / result.duration,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          rendered: times.length ? rendered / times.length : 0,
          failed: failed + result.errors + result.timeouts,
          total: times.length,
        });
      },
    );
    instance.on('response', (_client, status, bytes, ms) => {
      times.push(Math.round(ms));
      if (status !== 200) failed++;
      else if (bytes >= fullSize * 0.8) rendered++;
    });
  });
}

const scratch = mkdtempSync(path.join(tmpdir(), 'bench-server-'));
/**
 * wrk's script: rotates over `paths`, counts answers that are not 200 and those (200) whose body holds the full
 * render, and prints the counts and latency percentiles as JSON at the end. One wrk thread: it keeps up with the
 * server at a few percent of a core.
 */
const wrkScript = (paths, fullSize) => `
local paths = ${JSON.stringify(paths).replace(/^\[/, '{').replace(/\]$/, '}')}
local i = 0
rendered, failed = 0, 0 -- globals: done() reads them from each thread (thread:get)
local threads = {}
function setup(thread) table.insert(threads, thread) end
function request()
  i = i + 1
  return wrk.format("GET", paths[(i - 1) % #paths + 1], { ["accept-encoding"] = "identity" })
end
function response(status, headers, body)
  if status ~= 200 then failed = failed + 1 elseif #body >= ${Math.floor(fullSize * 0.8)} then rendered = rendered + 1 end
end
function done(summary, latency, requests)
  local r, f = 0, 0
  for _, t in ipairs(threads) do r = r + t:get("rendered"); f = f + t:get("failed") end
  local e = summary.errors
  io.write(string.format('WRK{"total":%d,"micros":%d,"rendered":%d,"failed":%d,"errors":%d,"p50":%d,"p95":%d}\\n',
    summary.requests, summary.duration, r, f, e.connect + e.read + e.write + e.timeout, latency:percentile(50), latency:percentile(95)))
end
`;

/**
 * The whole machine's CPU so far (/proc/stat, ms summed over cores): processes' time (user and system), the kernel's
 * interrupt work (irq, softirq, which no process is charged for; ~0.01 core here) and the time the hypervisor
 * stole. What the store and the load generator did not use of `processes` is other processes' (a shared
 * machine's other work).
 */
function machineCpu() {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
  const ms = (ticks) => (ticks * 1000) / TICKS_PER_SECOND;
  return { processes: ms(user + nice + system), interrupts: ms(irq + softirq), steal: ms(steal) };
}

/** /proc/self/stat: CPU of this process's children that have ended and been waited for (wrk, once it exits). */
const endedChildrenCpu = () => {
  const fields = statFields('self');
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / TICKS_PER_SECOND;
};

/** One cell with wrk (a child process): its CPU is what this process's ended children used meanwhile. */
function wrkLoad(paths, connections, fullSize) {
  const script = path.join(scratch, 'cell.lua');
  writeFileSync(script, wrkScript(paths, fullSize));
  const cpuBefore = endedChildrenCpu();
  return new Promise((resolve, reject) => {
    execFile('wrk', ['-t1', `-c${connections}`, `-d${SECONDS}s`, '--timeout', '10s', '-s', script, BASE], (err, stdout) => {
      if (err) return reject(err);
      const line = stdout.split('\n').find((l) => l.startsWith('WRK{'));
      if (!line) return reject(new Error(`wrk printed no result:\n${stdout}`));
      const r = JSON.parse(line.slice(3));
      const seconds = r.micros / 1e6;
      resolve({
        generatorCpu: endedChildrenCpu() - cpuBefore,
        perSecond: r.total / seconds,
        p50: Math.round(r.p50 / 1000),
        p95: Math.round(r.p95 / 1000),
        rendered: r.total ? r.rendered / r.total : 0,
        failed: r.failed + r.errors,
        total: r.total,
      });
    });
  });
}

const load = GENERATOR === 'wrk' ? wrkLoad : autocannonLoad;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const results = [];
for (let run = 0; run < RUNS; run++) {
  for (const workers of WORKERS) {
    const store = startStore(workers);
    try {
      await store.ready;
      const paths = await pagePaths();
      const sizes = await fullSizes(paths);
      // One short warm-up per page kind (first renders compile and fill the server's bundle caches).
      for (const [kind, list] of Object.entries(paths)) await load(list, 2, sizes[kind]);
      for (const connections of CONNECTIONS) {
        for (const [kind, list] of Object.entries(paths)) {
          const before = loadavg()[0];
          const cpuBefore = cpuByPart(store.group);
          const machineBefore = machineCpu();
          const started = Date.now();
          const r = await load(list, connections, sizes[kind]);
          const cpuAfter = cpuByPart(store.group);
          const machineAfter = machineCpu();
          const elapsed = Date.now() - started;
          // The load generator runs on the same cores: its share shows how much of the machine the shell could not have.
          r.loadgenCpu = r.generatorCpu / r.total;
          // CPU each page cost the shell's workers and the backend: what one more core buys, whatever else runs here.
          r.shellCpu = (cpuAfter.shell - cpuBefore.shell) / r.total;
          r.shellMainCpu = (cpuAfter.shellMain - cpuBefore.shellMain) / r.total;
          r.backendCpu = (cpuAfter.backend - cpuBefore.backend) / r.total;
          // The rest of the machine meanwhile, in cores: other processes' work (the remotes' static servers are the
          // store's but idle here), the kernel's interrupt work and the hypervisor's steal.
          const ours = cpuAfter.shell - cpuBefore.shell + cpuAfter.backend - cpuBefore.backend + r.generatorCpu;
          r.othersCores = Math.max(0, machineAfter.processes - machineBefore.processes - ours) / elapsed;
          r.interruptCores = (machineAfter.interrupts - machineBefore.interrupts) / elapsed;
          r.stealCores = (machineAfter.steal - machineBefore.steal) / elapsed;
          results.push({ run, workers, connections, kind, ...r, load: before });
          console.error(
            `run ${run + 1} · ${workers} worker(s) · ${connections} shoppers · ${kind}: ${r.perSecond.toFixed(1)} pages/s, ` +
              `p50 ${r.p50} ms, p95 ${r.p95} ms, ${(r.rendered * 100).toFixed(0)} % rendered, ${r.failed} failed, ` +
              `CPU per page: shell ${r.shellCpu.toFixed(1)} ms (main threads ${r.shellMainCpu.toFixed(1)}), backend ${r.backendCpu.toFixed(1)} ms, load generator ` +
              `${r.loadgenCpu.toFixed(2)} ms; other processes ${r.othersCores.toFixed(2)} cores, interrupts ${r.interruptCores.toFixed(2)}, steal ${r.stealCores.toFixed(2)} (load ${before.toFixed(1)})`,
          );
        }
      }
    } finally {
      await store.stop();
    }
  }
}

const rows = [];
const cell = (w, c, k) => results.filter((r) => r.workers === w && r.connections === c && r.kind === k);
const all = WORKERS[WORKERS.length - 1];
for (const connections of CONNECTIONS) {
  for (const kind of ['home', 'listing', 'product']) {
    const line = [kind, connections];
    const perSecond = {};
    for (const workers of WORKERS) {
      const rs = cell(workers, connections, kind);
      perSecond[workers] = median(rs.map((r) => r.perSecond));
      line.push(
        `${perSecond[workers].toFixed(1)} (p50 ${median(rs.map((r) => r.p50))}, p95 ${median(rs.map((r) => r.p95))} ms, ` +
          `${(median(rs.map((r) => r.rendered)) * 100).toFixed(0)} % rendered, ${rs.reduce((n, r) => n + r.failed, 0)} failed; ` +
          `CPU/page shell ${median(rs.map((r) => r.shellCpu)).toFixed(1)} (main threads ${median(rs.map((r) => r.shellMainCpu)).toFixed(1)}), backend ${median(rs.map((r) => r.backendCpu)).toFixed(1)}, load generator ${median(rs.map((r) => r.loadgenCpu)).toFixed(2)} ms; ` +
          `other processes ${median(rs.map((r) => r.othersCores)).toFixed(2)}, interrupts ${median(rs.map((r) => r.interruptCores)).toFixed(2)} cores)`,
      );
    }
    line.push((perSecond[all] / perSecond[WORKERS[0]]).toFixed(2));
    rows.push(`| ${line.join(' | ')} |`);
  }
}
const loads = results.map((r) => r.load);
console.log(
  [
    `Server bench, ${new Date().toISOString().slice(0, 10)}: ${GENERATOR}, ${SECONDS} s per cell, median of ${RUNS} run(s), ` +
      `${availableParallelism()} cores, load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} before the cells`,
    '',
    `| page | shoppers | ${WORKERS.map((w) => `${w} worker${w > 1 ? 's' : ''}: pages/s`).join(' | ')} | ${all} / ${WORKERS[0]} |`,
    `|---|---|${WORKERS.map(() => '---|').join('')}---|`,
    ...rows,
  ].join('\n'),
);
