import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compositionReleases, specsTouching } from '../team-flows.mjs';

/** The filter as Playwright applies it: to "<file path relative to tests/> <title> <tags>". */
const runs = (workspace: string, line: string) => new RegExp(specsTouching(workspace)).test(` ${line}`);

describe('the flows a team loop runs', () => {
  it("runs its own team's folder and the specs elsewhere tagged with its name, nothing else", () => {
    expect(runs('mf-cart', 'cart/mini-cart.spec.ts the mini cart opens')).toBe(true);
    expect(runs('mf-cart', 'catalog/product.spec.ts Add to cart puts N boxes in the cart @mf-cart')).toBe(true);
    expect(runs('mf-cart', 'catalog/product.spec.ts related products show')).toBe(false);
    // Another team's folder whose name ends the same, a file named after the cart, a tag that only begins alike.
    expect(runs('mf-cart', 'foundation/cart/x.spec.ts t')).toBe(false);
    expect(runs('mf-cart', 'foundation/minicart.spec.ts t')).toBe(false);
    expect(runs('mf-cart', 'catalog/x.spec.ts t @mf-cartography')).toBe(false);
    expect(runs('mf-header', 'header/links.spec.ts the banner links')).toBe(true);
    expect(runs('mf-header', 'cart/mini-cart.spec.ts t @mf-cart')).toBe(false);
  });
});

describe('the composition a team loop runs against', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'team-flows-'));
  const noFile = path.join(dir, 'none.json');
  const newest: Record<string, string[]> = {
    'mf-header': ['1.0.0-aaaaaaaaaaaa', '0.9.0-bbbbbbbbbbbb'],
    'mf-leads': ['1.0.0-cccccccccccc'],
    'mf-search': ['1.0.0-dddddddddddd'],
    'mf-catalog': ['1.0.0-eeeeeeeeeeee'],
  };
  const releasesOf = (ws: string) => newest[ws] ?? [];

  it("runs every other remote's newest release, and the tested one's own build when it has none", () => {
    expect(compositionReleases('mf-cart', { remotesFile: noFile, releasesOf })).toEqual({
      chosen: {
        mf_header: '1.0.0-aaaaaaaaaaaa',
        mf_leads: '1.0.0-cccccccccccc',
        mf_search: '1.0.0-dddddddddddd',
        mf_catalog: '1.0.0-eeeeeeeeeeee',
      },
      missing: [],
    });
  });

  it("keeps the team's own pins over the newest release", () => {
    const file = path.join(dir, 'remotes.json');
    writeFileSync(file, JSON.stringify({ remotes: {}, pins: { mf_header: { release: '0.9.0-bbbbbbbbbbbb' } } }));
    expect(compositionReleases('mf-cart', { remotesFile: file, releasesOf }).chosen.mf_header).toBe('0.9.0-bbbbbbbbbbbb');
  });

  it('names every other remote without a release, so the team is told to make them instead of building them', () => {
    const only = (ws: string) => (ws === 'mf-search' ? ['1.0.0-dddddddddddd'] : []);
    expect(compositionReleases('mf-cart', { remotesFile: noFile, releasesOf: only }).missing).toEqual([
      'mf-header',
      'mf-leads',
      'mf-catalog',
    ]);
  });
});
