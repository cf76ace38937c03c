import { integrityPlugin, readIntegrity } from '../integrityPlugin';

const HASH = `sha384-${'A'.repeat(64)}`;
const ENTRY = 'http://localhost:3002/releases/1.0.0-abc/remoteEntry.js';
const MANIFEST = 'http://localhost:3002/releases/1.0.0-abc/mf-manifest.json';

describe("a pinned release's files in the browser", () => {
  it('takes only absolute http(s) URLs with a SHA-384 from the page configuration', () => {
    const raw = { [ENTRY]: HASH, '/relative.js': HASH, 'javascript:alert(1)': HASH, [MANIFEST]: 'sha256-x', __proto__: HASH };
    expect([...readIntegrity(raw)]).toEqual([[ENTRY, HASH]]);
    for (const odd of [null, 'x', 7, [ENTRY, HASH]]) expect(readIntegrity(odd).size).toBe(0);
  });

  it('loads a pinned remote entry with its hash (and CORS), any other script as the runtime would', () => {
    const plugin = integrityPlugin(readIntegrity({ [ENTRY]: HASH }));
    const pinned = plugin.createScript!({ url: ENTRY }) as { script: HTMLScriptElement };
    expect(pinned.script.integrity).toBe(HASH);
    expect(pinned.script.crossOrigin).toBe('anonymous');
    expect(plugin.createScript!({ url: 'http://localhost:3002/remoteEntry.js' })).toBeUndefined();
  });

  it('fetches a pinned manifest with its hash, so other bytes are refused by the browser itself', async () => {
    const asked: RequestInit[] = [];
    const fetchBefore = global.fetch;
    global.fetch = ((_url: string, init: RequestInit) => (asked.push(init), Promise.resolve({ ok: true }))) as typeof fetch;
    try {
      const plugin = integrityPlugin(readIntegrity({ [MANIFEST]: HASH }));
      await plugin.fetch!(MANIFEST, { method: 'GET' });
      expect(asked).toEqual([{ method: 'GET', integrity: HASH }]);
      expect(plugin.fetch!('http://localhost:3003/mf-manifest.json', {})).toBeUndefined();
    } finally {
      global.fetch = fetchBefore;
    }
  });
});
