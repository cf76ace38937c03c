/** @jest-environment node */
// A remote exposes the files of its src/exposes/ folder (shared/build/exposes.cjs); RemoteModules types each one's
// props. TypeScript cannot see the folder, so this test holds the two together, and the JSON tables that name modules.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_FOLDERS, type RemoteModuleId } from '../remotes';

const root = path.resolve(__dirname, '../../../..');
/** The ids RemoteModules declares, read from its source (types do not exist at run time). */
const contractSource = readFileSync(path.join(__dirname, '../remotes.ts'), 'utf8');
const interfaceBody = contractSource.slice(contractSource.indexOf('export interface RemoteModules {'));
const declaredIds = [...interfaceBody.slice(0, interfaceBody.indexOf('\n}')).matchAll(/^\s*'([a-z_]+\/\w+)':/gm)].map((m) => m[1]);

describe('exposed module ids: the remote folders and one contract line each', () => {
  it('RemoteModules declares modules of every remote', () => {
    expect(declaredIds.length).toBeGreaterThan(10);
    for (const remote of Object.keys(REMOTE_FOLDERS)) expect(declaredIds.some((id) => id.startsWith(`${remote}/`))).toBe(true);
  });

  it.each(Object.entries(REMOTE_FOLDERS))('%s exposes exactly its src/exposes files, each declared in RemoteModules', (remote, folder) => {
    // The config is CommonJS, read as webpack reads it.
    const config = jest.requireActual<{ name: string; exposes: Record<string, string> }>(path.join(root, folder, 'federation.config.cjs'));
    expect(config.name).toBe(remote);
    const files = readdirSync(path.join(root, folder, 'src/exposes')).filter((f) => f.endsWith('.tsx'));
    const exposed = Object.keys(config.exposes).map((key) => `${remote}/${key.replace(/^\.\//, '')}`);
    expect(exposed.sort()).toEqual(files.map((f) => `${remote}/${path.basename(f, '.tsx')}`).sort());
    expect(exposed.sort()).toEqual(declaredIds.filter((id) => id.startsWith(`${remote}/`)).sort());
  });

  it('slot-layout.json and budgets.json name only exposed modules', () => {
    const layout = JSON.parse(readFileSync(path.join(root, 'shared/src/federation/slot-layout.json'), 'utf8')) as {
      slots: Record<string, unknown>;
    };
    const budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8')) as { exposes: Record<string, number> };
    for (const id of [...Object.keys(layout.slots), ...Object.keys(budgets.exposes)]) expect(declaredIds).toContain(id);
  });

  it('an id outside RemoteModules does not type-check', () => {
    // @ts-expect-error — not an exposed module
    const wrong: RemoteModuleId = 'mf_cart/Wishlist';
    expect(declaredIds).not.toContain(wrong);
  });
});
