/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { createApp } from '../app';
import { localConfig, serverConfigFrom } from '../config';
import { OVERRIDE_COOKIE, overrideOf, serverRemotesOf, signOverride, withOverride } from '../remoteOverride';
import { listen, shellDir } from './testServers';

const SECRET = 'a-secret-the-testers-and-the-shell-share';
const CANDIDATE = 'https://candidate.example/mf-cart/mf-manifest.json';
const inAnHour = () => Math.floor(Date.now() / 1000) + 600;
const request = (cookie: string) => ({ headers: { cookie } }) as IncomingMessage;
const cookieOf = (token: string) => `${OVERRIDE_COOKIE}=${token}`;

describe('a tester’s signed candidate remote', () => {
  it('is read from a token signed with the configured secret, for a known remote, while it is valid', () => {
    const token = signOverride(SECRET, 'mf_cart', CANDIDATE, inAnHour());
    expect(overrideOf(request(`a=b; ${cookieOf(token)}`), SECRET)).toEqual({
      remote: 'mf_cart',
      manifest: CANDIDATE,
      origin: 'https://candidate.example',
    });
  });

  it('is nothing without a configured secret, with another secret, changed, expired, too long-lived or naming anything else', () => {
    const valid = signOverride(SECRET, 'mf_cart', CANDIDATE, inAnHour());
    expect(overrideOf(request(cookieOf(valid)), undefined)).toBeNull();
    expect(
      overrideOf(request(cookieOf(signOverride('another-secret-of-some-length', 'mf_cart', CANDIDATE, inAnHour()))), SECRET),
    ).toBeNull();
    // The payload of one token with the signature of another.
    const other = signOverride(SECRET, 'mf_cart', 'https://evil.example/mf-manifest.json', inAnHour());
    expect(overrideOf(request(cookieOf(`${other.split('.')[0]}.${valid.split('.')[1]}`)), SECRET)).toBeNull();
    const now = Date.now() / 1000;
    expect(overrideOf(request(cookieOf(signOverride(SECRET, 'mf_cart', CANDIDATE, Math.floor(now) - 1))), SECRET)).toBeNull();
    expect(overrideOf(request(cookieOf(signOverride(SECRET, 'mf_cart', CANDIDATE, Math.floor(now) + 86_400))), SECRET)).toBeNull();
    for (const [remote, manifest] of [
      ['mf_evil', CANDIDATE],
      ['__proto__', CANDIDATE],
      ['mf_cart', 'javascript:alert(1)//mf-manifest.json'],
      ['mf_cart', 'https://candidate.example/mf-cart/remoteEntry.js'],
      ['mf_cart', 'https://user:pass@candidate.example/mf-manifest.json'],
      ['mf_cart', 'not a url'],
    ])
      expect(overrideOf(request(cookieOf(signOverride(SECRET, remote, manifest, inAnHour()))), SECRET)).toBeNull();
    expect(overrideOf(request(`${OVERRIDE_COOKIE}=garbage`), SECRET)).toBeNull();
    expect(overrideOf(request(`${OVERRIDE_COOKIE}=${'x'.repeat(5000)}.${'y'.repeat(43)}`), SECRET)).toBeNull();
  });

  it('swaps the remote for the browser only: the server renders with the configured remotes', () => {
    const config = serverConfigFrom(localConfig(3000, true), {});
    const store = withOverride(config.stores[0], { remote: 'mf_cart', manifest: CANDIDATE, origin: 'https://candidate.example' });
    expect(store.browser.remotes.mf_cart).toBe(CANDIDATE);
    expect(serverRemotesOf(store)).not.toHaveProperty('mf_cart');
    expect(serverRemotesOf(store).mf_header).toBe(config.stores[0].browser.remotes.mf_header);
    expect(withOverride(config.stores[0], null)).toBe(config.stores[0]);
  });

  it('reaches the page (its CSP admits the candidate’s origin, never stored) only with a valid token', async () => {
    const config = serverConfigFrom(localConfig(3000, true), {});
    const app = createApp({ dir: shellDir(), ssr: false, preload: false, config: () => config, e2eOverrideSecret: SECRET });
    const shell = await listen((req, res) => void app(req, res));
    try {
      const page = (cookie = '') => fetch(`${shell.origin}/cart`, { headers: { Cookie: cookie } });
      const signed = await page(cookieOf(signOverride(SECRET, 'mf_cart', CANDIDATE, inAnHour())));
      expect(await signed.text()).toContain(CANDIDATE);
      expect(signed.headers.get('content-security-policy')).toContain('https://candidate.example');
      expect(signed.headers.get('cache-control')).toBe('no-store');
      const forged = await page(cookieOf(signOverride('not-the-configured-secret', 'mf_cart', CANDIDATE, inAnHour())));
      expect(await forged.text()).not.toContain('candidate.example');
      expect(forged.headers.get('content-security-policy')).not.toContain('candidate.example');
    } finally {
      await shell.close();
    }
  });
});
