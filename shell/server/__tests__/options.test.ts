/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { readOptions, workerV8Flags } from '../options';

/** The shell's server started as an operator starts it, stopped at its options (nothing listens). */
const start = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, '../main.ts'), ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });

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

  it('starts each worker with a 64 MB young generation semi-space by default, a set size, or V8’s own with 0', () => {
    expect(workerV8Flags(readOptions([], {}))).toEqual(['--max-semi-space-size=64']);
    expect(workerV8Flags(readOptions([], { TILES_SEMI_SPACE_MB: '128' }))).toEqual(['--max-semi-space-size=128']);
    expect(workerV8Flags(readOptions([], { TILES_SEMI_SPACE_MB: '0' }))).toEqual([]);
  });

  it('refuses a semi-space size that is not a whole number of MB from 0 to 1024, naming the setting', () => {
    expect(() => readOptions([], { TILES_SEMI_SPACE_MB: '64MB' })).toThrow(/TILES_SEMI_SPACE_MB must be .* from 0 to 1024, got 64MB/);
    expect(() => readOptions([], { TILES_SEMI_SPACE_MB: '-1' })).toThrow(/TILES_SEMI_SPACE_MB/);
    expect(() => readOptions([], { TILES_SEMI_SPACE_MB: '4096' })).toThrow(/TILES_SEMI_SPACE_MB/);
  });

  it('a start with an unknown option or a wrong value stops with one line naming it, not a stack', () => {
    for (const run of [start(['--bogus', '1']), start([], { TILES_WORKERS: 'many' })]) {
      expect(run.status).toBe(1);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(start(['--bogus', '1']).stderr).toMatch(/^\[shell\] options: Unknown option '--bogus'/);
    expect(start([], { TILES_WORKERS: 'many' }).stderr).toMatch(/^\[shell\] options: --workers \/ TILES_WORKERS must be/);
  });
});
