// One Lighthouse run (mobile defaults, after a warm-up) on one URL, printed for a person chasing a number:
// score and metrics, the LCP element and its phases, long tasks, script boot-up, layout shifts, and every
// request with its timing. Usage: node scripts/bench/diagnose.mjs http://localhost:3000/tiles/wooden-tiles
import { existsSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const url = process.argv[2];
if (!url) {
  console.error('usage: node scripts/bench/diagnose.mjs <url>');
  process.exit(2);
}
const chromePath = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const options = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  await lighthouse(url, options);
  const { lhr } = await lighthouse(url, options);
  const a = lhr.audits;
  const itemsOf = (id) => a[id]?.details?.items ?? [];
  const ms = (id) => Math.round(a[id].numericValue ?? NaN);
  if (lhr.runtimeError) {
    console.log(`Lighthouse: ${lhr.runtimeError.message}`);
    process.exitCode = 1;
  }
  console.log(
    `score ${Math.round(lhr.categories.performance.score * 100)}  FCP ${ms('first-contentful-paint')}  LCP ${ms('largest-contentful-paint')}  SI ${ms('speed-index')}  TBT ${ms('total-blocking-time')}  CLS ${a['cumulative-layout-shift'].numericValue?.toFixed(3) ?? 'n/a'}`,
  );
  const observed = a.metrics?.details?.items?.[0] ?? {};
  // Lighthouse loads the page unthrottled and simulates the metrics above from that trace: what it saw is here.
  console.log(
    `observed (unthrottled): FCP ${observed.observedFirstContentfulPaint}  LCP ${observed.observedLargestContentfulPaint}  load ${observed.observedLoad}`,
  );
  const lcp = a['lcp-breakdown-insight']?.details?.items ?? [];
  for (const part of lcp[0]?.items ?? []) console.log(`  LCP ${part.label}: ${Math.round(part.duration)} ms`);
  if (lcp[1]) console.log(`  LCP element: ${lcp[1].snippet}`);
  console.log('long tasks (start, duration ms):');
  for (const t of itemsOf('long-tasks')) console.log(`  ${Math.round(t.startTime)}\t${Math.round(t.duration)}\t${t.url}`);
  console.log('script boot-up (total, scripting ms):');
  for (const t of itemsOf('bootup-time')) console.log(`  ${Math.round(t.total)}\t${Math.round(t.scripting)}\t${t.url}`);
  console.log('layout shifts:');
  for (const t of itemsOf('layout-shifts')) console.log(`  ${t.score.toFixed(4)}\t${t.node?.snippet ?? ''}`);
  console.log('requests (start, end ms, bytes):');
  for (const r of itemsOf('network-requests'))
    console.log(`  ${Math.round(r.networkRequestTime)}\t${Math.round(r.networkEndTime)}\t${r.transferSize}\t${r.url}`);
} finally {
  await chrome.kill();
}
