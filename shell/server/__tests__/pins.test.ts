import { createHash } from 'node:crypto';
import { localConfig, serverConfigFrom } from '../config';

const integrity = `sha384-${createHash('sha384').update('container').digest('base64')}`;
const RELEASE = '1.0.0-0123456789ab';

function withPin(pin: object, manifest = `http://localhost:3002/releases/${RELEASE}/mf-manifest.json`) {
  const raw = localConfig(3000, true);
  return { ...raw, remotes: { ...raw.remotes, mf_cart: manifest }, pins: { mf_cart: pin } };
}
const read = (raw: object) => serverConfigFrom(raw, {});

describe('pins in the remotes file: which server container bytes the shell runs for a remote', () => {
  it('answers the pinned SHA-384 per server folder of the release the manifest URL names', () => {
    const config = read(withPin({ release: RELEASE, serverIntegrity: integrity }));
    expect([...config.serverIntegrity]).toEqual([[`http://localhost:3002/releases/${RELEASE}/server/`, integrity]]);
    // The browser's copy of the file names the remotes and settings, never the pins.
    expect(Object.keys(config.browser)).toEqual(['remotes', 'settings']);
  });

  it('refuses a pin whose release is not the one its manifest URL names, a malformed hash, or an unknown remote', () => {
    expect(() => read(withPin({ release: '2.0.0-0123456789ab', serverIntegrity: integrity }))).toThrow(/release id its manifest URL names/);
    expect(() => read(withPin({ release: RELEASE, serverIntegrity: integrity }, 'http://localhost:3002/mf-manifest.json'))).toThrow(
      /release id its manifest URL names/,
    );
    expect(() => read(withPin({ release: RELEASE, serverIntegrity: 'sha256-abc' }))).toThrow(/sha384-<base64>/);
    expect(() => read(withPin({ release: '../x', serverIntegrity: integrity }))).toThrow(/release id/);
    const raw = withPin({ release: RELEASE, serverIntegrity: integrity });
    expect(() => read({ ...raw, pins: { mf_nothing: raw.pins.mf_cart } })).toThrow(/pins a remote the file does not name/);
    expect(() => read({ ...raw, pins: 'all' })).toThrow(/"pins" must map remote names/);
  });

  it("hands the browser the pinned release's manifest and entry hashes by URL, and refuses any other file or hash", () => {
    const browserIntegrity = { 'mf-manifest.json': integrity, 'remoteEntry.js': integrity };
    const config = read(withPin({ release: RELEASE, serverIntegrity: integrity, browserIntegrity }));
    const base = `http://localhost:3002/releases/${RELEASE}/`;
    expect(config.stores[0].browser.integrity).toEqual({ [`${base}mf-manifest.json`]: integrity, [`${base}remoteEntry.js`]: integrity });
    const pin = (files: object) => withPin({ release: RELEASE, serverIntegrity: integrity, browserIntegrity: files });
    expect(() => read(pin({ '../../evil.js': integrity }))).toThrow(/only mf-manifest.json and remoteEntry.js/);
    expect(() => read(pin({ 'remoteEntry.js': 'sha256-x' }))).toThrow(/sha384-<base64>/);
    expect(() => read(pin(['x']))).toThrow(/only mf-manifest.json and remoteEntry.js/);
    // A file pinned before browser hashes existed still runs, its browser files unchecked.
    expect(read(withPin({ release: RELEASE, serverIntegrity: integrity })).stores[0].browser.integrity).toEqual({});
  });

  it('runs without pins as before', () => {
    expect(read(localConfig(3000, true)).serverIntegrity.size).toBe(0);
  });
});
