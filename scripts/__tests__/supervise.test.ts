import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { CONFIG_EXIT_CODE as BACKEND_CONFIG_EXIT_CODE } from '../../backend/src/configError';
import { CONFIG_EXIT_CODE, restartDelay, supervise } from '../supervise.mjs';

const root = path.resolve(__dirname, '../..');

describe('the backend on a wrong setting', () => {
  it.each([
    ['TILES_CATALOGUE_SIZE', 'abc'],
    ['TILES_GRAPHQL_MAX_DEPTH', '0'],
  ])(
    'exits with the configuration code and one readable line for %s=%s',
    (name, value) => {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'backend/src/server.ts'], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, [name]: value, TILES_DB: ':memory:', TILES_PORT_BACKEND: '0' },
        timeout: 60_000,
      });
      expect(run.status).toBe(CONFIG_EXIT_CODE);
      expect(run.stderr.trim()).toMatch(new RegExp(`^\\[backend\\] configuration error: ${name} must be a whole number`));
      expect(run.stderr).not.toMatch(/\n\s+at /);
    },
    60_000,
  );

  it('uses the code the supervisor knows', () => {
    expect(BACKEND_CONFIG_EXIT_CODE).toBe(CONFIG_EXIT_CODE);
  });
});

/** Supervises `node -e <code>` with a clock that records each restart's delay and restarts at once. */
function superviseScript(code: string, restarts: number): Promise<{ delays: number[]; lines: string[]; configError: boolean }> {
  return new Promise((resolve) => {
    const delays: number[] = [];
    const lines: string[] = [];
    const done = (configError: boolean) => {
      handle.stop();
      resolve({ delays, lines, configError });
    };
    const handle = supervise({
      name: 'child',
      args: ['-e', code],
      cwd: root,
      env: process.env,
      log: (l: string) => lines.push(l),
      onConfigError: () => done(true),
      schedule: (restart: () => void, ms: number) => {
        delays.push(ms);
        if (delays.length === restarts) done(false);
        else restart();
      },
    });
  });
}

describe('the supervisor (scripts/supervise.mjs)', () => {
  it('does not restart a process that exits with the configuration code, and says why', async () => {
    const { delays, lines, configError } = await superviseScript(`process.exit(${CONFIG_EXIT_CODE})`, 1);
    expect(configError).toBe(true);
    expect(delays).toEqual([]);
    expect(lines.join('\n')).toMatch(/not restarted: its configuration is invalid/);
  });

  it('restarts a crashing process with a growing delay, up to 30 s', async () => {
    const { delays, lines } = await superviseScript('process.exit(1)', 4);
    expect(delays).toEqual([1000, 2000, 4000, 8000]);
    expect(lines).toContain('[child] restarting in 4 s (3 quick failures in a row)');
    expect(restartDelay(10)).toBe(30_000);
    expect(restartDelay(0)).toBe(0);
  });
});
