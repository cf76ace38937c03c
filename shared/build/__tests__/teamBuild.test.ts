/** @jest-environment node */
/**
 * A team's own build (`npm run build -w <remote>`: `webpack --mode production`, the config's default export) builds
 * the whole remote: the browser half and the Node container the shell's server runs, into the same output folder, as
 * the root build does. A deploy that follows a remote's README never pairs new browser code with an old container.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const remotes: string[] = Object.values(JSON.parse(readFileSync(path.join(root, 'shared/src/contracts/remote-list.json'), 'utf8')).remotes);

type Config = { target?: string; output: { path: string }; plugins: unknown[] };
const configOf = (remote: string) => createRequire(__filename)(path.join(root, remote, 'webpack.config.cjs'));
/** What webpack-cli passes the exported function: `webpack --mode production [--env …]`, or `webpack serve`. */
const cli = (remote: string, env: Record<string, unknown>, mode: string): Config[] => [configOf(remote)(env, { mode, env })].flat();
const build = { WEBPACK_BUNDLE: true, WEBPACK_BUILD: true };
/** Whether the build writes `file` (the factory's EmitJsonPlugin). */
const emits = (config: Config, file: string) => config.plugins.some((p) => (p as { file?: string }).file === file);

describe.each(remotes)('%s', (remote) => {
  const dir = path.join(root, remote);

  it('has the same build command as every remote', () => {
    expect(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts.build).toBe('webpack --mode production');
  });

  it('builds the browser half and the server container (with the ssr.json naming it) in one run', () => {
    const [browser, server, ...more] = cli(remote, build, 'production');
    expect(more).toEqual([]);
    expect(browser.output.path).toBe(path.join(dir, 'dist'));
    expect(server.target).toBe('async-node');
    expect(server.output.path).toBe(path.join(dir, 'dist/server'));
    expect(emits(server, 'ssr.json')).toBe(true);
  });

  it('puts both halves in the folder a release or a redeploy asks for', () => {
    const [browser, server] = cli(remote, { ...build, outDir: 'dist-next' }, 'production');
    expect(browser.output.path).toBe(path.join(dir, 'dist-next'));
    expect(server.output.path).toBe(path.join(dir, 'dist-next/server'));
  });

  it('is the same pair the root build runs', () => {
    const rootBuild: Config[] = [configOf(remote)({}, { mode: 'production' })].flat();
    expect(rootBuild.map((c) => [c.target, c.output.path])).toEqual(cli(remote, build, 'production').map((c) => [c.target, c.output.path]));
  });

  it('serves the browser half only in the standalone harness (`npm run dev`)', () => {
    const configs = cli(remote, { WEBPACK_SERVE: true, standalone: true }, 'development');
    expect(configs).toHaveLength(1);
    expect(configs[0].output.path).toBe(path.join(dir, 'dist'));
  });
});
