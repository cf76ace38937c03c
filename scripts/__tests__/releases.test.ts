import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listReleases, pinned, readRelease, recordOf, withCanary, writeRelease } from '../releases.mjs';

const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** A remote's build as webpack writes it: browser files, the server container and the ssr.json naming it. */
function build(root: string, container = 'exports.get = () => {};') {
  const dir = mkdtempSync(path.join(root, 'build-'));
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"mf_cart"}');
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mf_cart;');
  writeFileSync(path.join(dir, 'server/mf_cart.abc.cjs'), container);
  writeFileSync(path.join(dir, 'server/ssr.json'), JSON.stringify({ file: 'mf_cart.abc.cjs', integrity: sha384(container) }));
  return dir;
}

const meta = { remote: 'mf_cart', version: '1.4.0' };
const localFile = () => ({
  remotes: { mf_cart: 'http://localhost:3002/mf-manifest.json' },
  settings: { baseDomain: 'localhost:3000' },
});

describe('releases: immutable builds of one remote, and the pins that choose them', () => {
  it('names a release by its version and content, so the same bytes are the same release and others another', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'releases-'));
    const a = recordOf(build(root), meta);
    expect(a.id).toMatch(/^1\.4\.0-[0-9a-f]{12}$/);
    expect(recordOf(build(root), meta).id).toBe(a.id);
    expect(recordOf(build(root, 'exports.get = () => 1;'), meta).id).not.toBe(a.id);
    expect(a.server).toEqual({ file: 'server/mf_cart.abc.cjs', integrity: sha384('exports.get = () => {};') });
  });

  it('refuses a build whose ssr.json does not vouch for its own container', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'releases-'));
    const dir = build(root);
    writeFileSync(path.join(dir, 'server/mf_cart.abc.cjs'), 'exports.get = () => "other";');
    expect(() => recordOf(dir, meta)).toThrow(/does not name a container of this build/);
  });

  it('moves the build under its id once, answers the same record for the same bytes, and never overwrites a release', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'releases-'));
    const releases = path.join(root, 'releases');
    const first = writeRelease(build(root), releases, meta);
    expect(readRelease(releases, first.id)).toEqual(first);
    const again = build(root);
    expect(writeRelease(again, releases, meta)).toEqual(first);
    expect(existsSync(again)).toBe(false);
    // A folder under that id holding other bytes (say, changed on the host by hand): refused, nothing replaced.
    const recordFile = path.join(releases, first.id, 'release.json');
    const held = JSON.parse(readFileSync(recordFile, 'utf8'));
    held.files['remoteEntry.js'] = 'sha384-changed';
    writeFileSync(recordFile, JSON.stringify(held));
    expect(() => writeRelease(build(root), releases, meta)).toThrow(/never overwritten/);
    expect(listReleases(releases)).toEqual([first.id]);
    expect(readdirSync(releases)).toEqual([first.id]);
  });

  it('reads only well-formed ids: no path escapes through a release id', () => {
    const releases = mkdtempSync(path.join(tmpdir(), 'releases-'));
    for (const id of ['../../etc', '1.0.0-abc', '', '1.0.0-0123456789ab/../x'])
      expect(() => readRelease(releases, id)).toThrow(/not a release id/);
    expect(() => readRelease(releases, '1.0.0-0123456789ab')).toThrow(/no release/);
  });

  it('pins a remote: its manifest URL names the release on its host, the container hash beside it, the previous pin kept', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'releases-'));
    const a = recordOf(build(root), meta);
    const b = recordOf(build(root, 'exports.get = () => 2;'), meta);
    const once = pinned(localFile(), 'mf_cart', a);
    expect(once.remotes.mf_cart).toBe(`http://localhost:3002/releases/${a.id}/mf-manifest.json`);
    // The browser's files too: the manifest and the remote entry load only with these bytes.
    const browserIntegrity = { 'mf-manifest.json': a.files['mf-manifest.json'], 'remoteEntry.js': a.files['remoteEntry.js'] };
    expect(browserIntegrity['remoteEntry.js']).toMatch(/^sha384-/);
    expect(once.pins).toEqual({ mf_cart: { release: a.id, serverIntegrity: a.server.integrity, browserIntegrity } });
    const twice = pinned(once, 'mf_cart', b);
    expect(twice.remotes.mf_cart).toBe(`http://localhost:3002/releases/${b.id}/mf-manifest.json`);
    expect(twice.pins!.mf_cart).toMatchObject({ release: b.id, serverIntegrity: b.server.integrity, previous: a.id });
    expect(pinned(localFile(), 'mf_cart', a, 'https://cdn.example/mf-cart/').remotes.mf_cart).toBe(
      `https://cdn.example/mf-cart/${a.id}/mf-manifest.json`,
    );
    expect(() => pinned(localFile(), 'mf_leads', a)).toThrow(/names no remote mf_leads/);
  });

  it('tries a candidate beside the pinned release, never in place of it; pinning an id ends the trial', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'releases-'));
    const a = recordOf(build(root), meta);
    const b = recordOf(build(root, 'exports.get = () => 3;'), meta);
    expect(() => withCanary(localFile(), 'mf_cart', b, { percent: 10 })).toThrow(/not pinned to a release/);
    const stable = pinned(localFile(), 'mf_cart', a);
    expect(() => withCanary(stable, 'mf_cart', a, { percent: 10 })).toThrow(/the pinned release itself/);
    expect(() => withCanary(stable, 'mf_cart', b, { percent: 0 })).toThrow(/--percent/);
    expect(() => withCanary(stable, 'mf_cart', b, { percent: Number('ten') })).toThrow(/--percent/);
    const trial = withCanary({ ...stable, pins: { mf_cart: { ...stable.pins!.mf_cart, withdrawn: { release: 'x' } } } }, 'mf_cart', b, {
      percent: 10,
      minPages: 20,
    });
    expect(trial.remotes.mf_cart).toBe(stable.remotes.mf_cart);
    expect(trial.pins!.mf_cart).toMatchObject({
      release: a.id,
      serverIntegrity: a.server.integrity,
      canary: {
        release: b.id,
        serverIntegrity: b.server.integrity,
        browserIntegrity: { 'remoteEntry.js': b.files['remoteEntry.js'] },
        percent: 10,
        minPages: 20,
      },
    });
    expect(trial.pins!.mf_cart).not.toHaveProperty('withdrawn');
    expect(pinned(trial, 'mf_cart', b).pins!.mf_cart).not.toHaveProperty('canary');
  });
});
