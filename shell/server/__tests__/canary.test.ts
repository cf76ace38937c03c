/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localConfig, serverConfigFrom, storeFor } from '../config';
import { COHORT_COOKIE, seesCandidate, storeForShopper, tallyRelease, whenWithdrawn, type Canary } from '../canary';
import { withdrawCanary } from '../withdrawCanary';
import { createApp } from '../app';
import { listen, shellDir } from './testServers';

const hash = (s: string) => `sha384-${createHash('sha384').update(s).digest('base64')}`;
const STABLE = '1.0.0-0123456789ab';
const CANDIDATE = '1.0.1-ba9876543210';
const BASE = 'http://localhost:3002/releases/';

function withCanary(canary: object) {
  const raw = localConfig(3000, true);
  const pin = { release: STABLE, serverIntegrity: hash('stable'), canary };
  return { ...raw, remotes: { ...raw.remotes, mf_cart: `${BASE}${STABLE}/mf-manifest.json` }, pins: { mf_cart: pin } };
}
const read = (raw: object) => serverConfigFrom(raw, {});
const trial = { release: CANDIDATE, serverIntegrity: hash('candidate'), percent: 10 };
const request = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as IncomingMessage;
const cohort = (i: number) => createHash('md5').update(String(i)).digest('hex');

describe('a candidate release tried on a share of shoppers (canary)', () => {
  it('is read from its pin: its manifest is a sibling release folder, its server container pinned by its own hash', () => {
    const config = read(withCanary(trial));
    expect(config.canaries).toEqual([
      expect.objectContaining({ remote: 'mf_cart', release: CANDIDATE, stable: STABLE, percent: 10, minPages: 50, margin: 0.05 }),
    ]);
    expect(config.canaries[0].manifest).toBe(`${BASE}${CANDIDATE}/mf-manifest.json`);
    expect(config.serverIntegrity.get(`${BASE}${CANDIDATE}/server/`)).toBe(hash('candidate'));
    expect([...config.releases].sort()).toEqual([CANDIDATE, STABLE].sort());
  });

  it('refuses a trial that is not one: no share, more than all, the pinned release itself, a path, a malformed hash', () => {
    for (const percent of [0, -5, 101, 10.123, '10']) expect(() => read(withCanary({ ...trial, percent }))).toThrow(/percent/);
    expect(() => read(withCanary({ ...trial, release: STABLE }))).toThrow(/other than the pinned one/);
    expect(() => read(withCanary({ ...trial, release: '../../evil' }))).toThrow(/release/);
    expect(() => read(withCanary({ ...trial, serverIntegrity: 'sha256-x' }))).toThrow(/sha384/);
    expect(() => read(withCanary({ ...trial, minPages: 0 }))).toThrow(/minPages/);
  });

  it('shows the candidate to about its share of 300 shoppers, each always the same way, and its own share per canary', () => {
    const canary = { remote: 'mf_cart', release: CANDIDATE, percent: 10 };
    const seeing = Array.from({ length: 300 }, (_, i) => seesCandidate(cohort(i), canary));
    const share = seeing.filter(Boolean).length / 300;
    expect(share).toBeGreaterThanOrEqual(0.07);
    expect(share).toBeLessThanOrEqual(0.13);
    expect(Array.from({ length: 300 }, (_, i) => seesCandidate(cohort(i), canary))).toEqual(seeing);
    const other = Array.from({ length: 300 }, (_, i) => seesCandidate(cohort(i), { ...canary, remote: 'mf_header' }));
    expect(other).not.toEqual(seeing);
  });

  it('gives a shopper without a cohort one (a cookie), keeps a known one, and renders their cohort’s remotes', () => {
    const config = read(withCanary({ ...trial, percent: 100 }));
    const first = storeForShopper(config, storeFor(config), request());
    expect(first.setCookie).toMatch(new RegExp(`^${COHORT_COOKIE}=[0-9a-f]{32}; Path=/; Max-Age=\\d+; SameSite=Lax; HttpOnly$`));
    expect(first.store.browser.remotes.mf_cart).toBe(`${BASE}${CANDIDATE}/mf-manifest.json`);
    const again = storeForShopper(config, storeFor(config), request(`a=1; ${first.setCookie!.split(';')[0]}`));
    expect(again.setCookie).toBeUndefined();
    // A forged cookie value is not a cohort: a new one is given.
    expect(storeForShopper(config, storeFor(config), request(`${COHORT_COOKIE}=<script>`)).setCookie).toBeDefined();
    // Without a trial: no cookie, the pinned remotes.
    const plain = read({ ...withCanary(trial), pins: { mf_cart: { release: STABLE, serverIntegrity: hash('stable') } } });
    expect(storeForShopper(plain, storeFor(plain), request())).toEqual({ store: storeFor(plain) });
  });

  it('is withdrawn once it fails clearly more often than the pinned release over its minimum of pages, and only then', () => {
    const canary = read(withCanary({ ...trial, release: '1.0.2-aaaaaaaaaaaa', minPages: 10, margin: 0.1 })).canaries;
    const withdrawn: string[] = [];
    whenWithdrawn((c, reason) => withdrawn.push(`${c.release}: ${reason}`));
    for (let i = 0; i < 20; i++) tallyRelease(canary, 'mf_cart', STABLE, 'page');
    tallyRelease(canary, 'mf_cart', STABLE, 'failure'); // the pinned release: 1 in 20
    for (let i = 0; i < 9; i++) {
      tallyRelease(canary, 'mf_cart', '1.0.2-aaaaaaaaaaaa', 'page');
      tallyRelease(canary, 'mf_cart', '1.0.2-aaaaaaaaaaaa', 'failure');
    }
    expect(withdrawn).toEqual([]); // 9 pages: below its minimum
    tallyRelease(canary, 'mf_cart', '1.0.2-aaaaaaaaaaaa', 'page');
    expect(withdrawn).toEqual([`1.0.2-aaaaaaaaaaaa: failure ratio 0.90 over 10 pages, pinned ${STABLE} 0.05 over 20 (margin 0.1)`]);
    const config = read(withCanary({ ...trial, release: '1.0.2-aaaaaaaaaaaa', percent: 100 }));
    expect(storeForShopper(config, storeFor(config), request()).store.browser.remotes.mf_cart).toBe(`${BASE}${STABLE}/mf-manifest.json`);
  });

  it('is not withdrawn while it fails within the margin of the pinned release', () => {
    const canary = read(withCanary({ ...trial, release: '1.0.3-bbbbbbbbbbbb', minPages: 5, margin: 0.25 })).canaries;
    const withdrawn: Canary[] = [];
    whenWithdrawn((c) => withdrawn.push(c));
    for (let i = 1; i <= 32; i++) {
      tallyRelease(canary, 'mf_cart', '1.0.3-bbbbbbbbbbbb', 'page');
      if (i % 4 === 0) tallyRelease(canary, 'mf_cart', '1.0.3-bbbbbbbbbbbb', 'failure');
    }
    expect(withdrawn).toEqual([]); // one page in four: 0.25, not more than the pinned release's 0.05 + 0.25
  });

  it('leaves the remotes file with the reason, the pin kept; a file that no longer names it is left alone', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'canary-')), 'remotes.json');
    writeFileSync(file, JSON.stringify(withCanary(trial)));
    const [canary] = read(withCanary(trial)).canaries;
    withdrawCanary(file, canary, 'failure ratio 1.00');
    const after = JSON.parse(readFileSync(file, 'utf8'));
    expect(after.pins.mf_cart).toEqual({
      release: STABLE,
      serverIntegrity: hash('stable'),
      withdrawn: { release: CANDIDATE, reason: 'failure ratio 1.00', at: expect.any(String) },
    });
    expect(read(after).canaries).toEqual([]);
    const text = readFileSync(file, 'utf8');
    withdrawCanary(file, canary, 'again');
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('gives a new shopper a cohort with a page, never with a static file (which any cache may keep)', async () => {
    const config = read(withCanary(trial));
    const shell = await listen(
      (req, res) => void createApp({ dir: shellDir(), ssr: false, preload: false, config: () => config })(req, res),
    );
    try {
      const page = await fetch(`${shell.origin}/tiles`);
      expect(page.headers.get('set-cookie')).toMatch(new RegExp(`^${COHORT_COOKIE}=[0-9a-f]{32};`));
      expect(page.headers.get('cache-control')).toBe('private, no-cache');
      const file = await fetch(`${shell.origin}/main.js`);
      expect(file.status).toBe(200);
      expect(file.headers.get('set-cookie')).toBeNull();
    } finally {
      await shell.close();
    }
  });
});
