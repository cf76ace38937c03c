/** @jest-environment node */
// The exposed module ids are written where TypeScript cannot see them (the CommonJS federation configs, JSON):
// each must match EXPOSED_MODULES, which is checked against RemoteModules at compile time.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EXPOSED_MODULES, REMOTE_FOLDERS, type RemoteModuleId } from '../remotes';

const root = path.resolve(__dirname, '../../../..');
const allIds = Object.entries(EXPOSED_MODULES).flatMap(([remote, modules]) => modules.map((m) => `${remote}/${m}`));

describe('exposed module ids, one list', () => {
  it.each(Object.entries(REMOTE_FOLDERS))(
    '%s federation.config.cjs exposes exactly its EXPOSED_MODULES, from src/exposes',
    (remote, folder) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the config is CommonJS, read as webpack reads it
      const config = require(path.join(root, folder, 'federation.config.cjs')) as { name: string; exposes: Record<string, string> };
      expect(config.name).toBe(remote);
      const expected = EXPOSED_MODULES[remote as keyof typeof EXPOSED_MODULES];
      expect(Object.keys(config.exposes)).toEqual(expected.map((m) => `./${m}`));
      for (const m of expected) expect(config.exposes[`./${m}`]).toBe(`./src/exposes/${m}.tsx`);
    },
  );

  it('slot-layout.json and budgets.json name only exposed modules, and budget every one', () => {
    const layout = JSON.parse(readFileSync(path.join(root, 'shared/src/federation/slot-layout.json'), 'utf8')) as {
      slots: Record<string, unknown>;
    };
    const budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8')) as { exposes: Record<string, number> };
    for (const id of Object.keys(layout.slots)) expect(allIds).toContain(id);
    expect(Object.keys(budgets.exposes).sort()).toEqual([...allIds].sort());
  });

  it('an id outside RemoteModules does not type-check', () => {
    // @ts-expect-error — not an exposed module
    const wrong: RemoteModuleId = 'mf_cart/Wishlist';
    expect(allIds).not.toContain(wrong);
  });
});
