/** @jest-environment node */
import { readOptions } from '../options';

describe('the shell server’s options', () => {
  it('keeps public catalogue answers 30 s by default, a set time, or not at all with 0', () => {
    expect(readOptions([], {}).dataTtlMs).toBe(30_000);
    expect(readOptions([], { TILES_SSR_DATA_TTL_MS: '5000' }).dataTtlMs).toBe(5000);
    expect(readOptions([], { TILES_SSR_DATA_TTL_MS: '0' }).dataTtlMs).toBe(0);
  });

  it('refuses to start on a lifetime or budget that is not a whole number of milliseconds, naming the setting', () => {
    expect(() => readOptions([], { TILES_SSR_DATA_TTL_MS: '-1' })).toThrow(/TILES_SSR_DATA_TTL_MS must be .* ≥ 0, got -1/);
    expect(() => readOptions([], { TILES_SSR_DATA_TTL_MS: 'a minute' })).toThrow(/TILES_SSR_DATA_TTL_MS/);
    expect(() => readOptions([], { TILES_SSR_RENDER_MS: '0' })).toThrow(/TILES_SSR_RENDER_MS must be .* ≥ 1, got 0/);
    expect(() => readOptions(['--workers', '0'], {})).toThrow(/TILES_WORKERS/);
  });
});
