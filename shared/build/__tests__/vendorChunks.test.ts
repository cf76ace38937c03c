/** @jest-environment node */
/**
 * A remote's libraries split out of one named async chunk are named after it, so a module's `loadsWith` (which the
 * shell's server matches by file-name prefix) hints them beside the chunk instead of a round trip later.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

type Chunk = { name: string | null };
type VendorGroup = { name: (module: unknown, chunks: Chunk[]) => string | undefined; test: RegExp };
const root = path.resolve(__dirname, '../../..');
const browserConfig = (workspace: string) =>
  [createRequire(__filename)(path.join(root, workspace, 'webpack.config.cjs'))({ WEBPACK_BUNDLE: true }, { mode: 'production' })].flat()[0];

describe('vendor chunks of a remote', () => {
  const group: VendorGroup = browserConfig('mf-search').optimization.splitChunks.cacheGroups.defaultVendors;

  it('takes node_modules only', () => {
    expect(group.test.test('/x/node_modules/rxjs/dist/esm5/index.js')).toBe(true);
    expect(group.test.test('/x/mf-search/src/features/autosuggest/autosuggestStream.ts')).toBe(false);
  });

  it('names the libraries of one named chunk after it (the prefix `loadsWith` matches)', () => {
    expect(group.name({}, [{ name: 'autosuggest' }])).toBe('autosuggest.vendors');
  });

  it('leaves libraries shared by chunks, of an unnamed chunk, or of an exposed module to webpack’s numbering', () => {
    expect(group.name({}, [{ name: 'autosuggest' }, { name: 'trending' }])).toBeUndefined();
    expect(group.name({}, [{ name: null }])).toBeUndefined();
    expect(group.name({}, [{ name: '__federation_expose_SearchBox' }])).toBeUndefined();
  });

  it('is the same for every remote, and not used by the shell (its shared packages are split its own way)', () => {
    for (const remote of ['mf-header', 'mf-cart', 'mf-leads', 'mf-catalog'])
      expect(browserConfig(remote).optimization.splitChunks.cacheGroups.defaultVendors).toBe(group);
    expect(browserConfig('shell').optimization.splitChunks.cacheGroups.defaultVendors).toBeUndefined();
  });
});
