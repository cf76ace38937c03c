/**
 * The shell offers its webpack bundler runtime to the remotes on the page; each remote takes a copy with state of
 * its own. These run the real @module-federation runtime, as the page does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as Runtime from '@module-federation/runtime';

type Federation = { runtime: typeof Runtime; bundlerRuntime: Record<string, unknown>; instance: unknown; initOptions: unknown };
type Host = { version: string; forContainer: (buildId: string) => Federation };
const HOST_KEY = '__TILES_FEDERATION_BUNDLER_RUNTIME__';
const g = globalThis as unknown as Record<string, unknown>;
// The installed version, as shared/build defines it for the shell and the remotes (an upgrade keeps these tests valid).
const { version: INSTALLED } = JSON.parse(
  readFileSync(path.join(__dirname, '../../../../node_modules/@module-federation/webpack-bundler-runtime/package.json'), 'utf8'),
) as { version: string };

async function loadFresh<T>(file: string): Promise<T> {
  let mod: T | undefined;
  await jest.isolateModulesAsync(async () => {
    mod = await import(file);
  });
  return mod as T;
}

beforeEach(() => {
  g.__TILES_BUNDLER_RUNTIME_VERSION__ = INSTALLED;
  delete g[HOST_KEY];
});

type Provide = { default: () => { beforeInit: (a: unknown) => unknown } };

/** The shell's side: its runtime plugin runs, and the shell's own copy of the runtime API is returned. */
async function offerFromShell(): Promise<Host & { shellRuntime: typeof Runtime }> {
  let provide: Provide | undefined;
  let shellRuntime: typeof Runtime | undefined;
  await jest.isolateModulesAsync(async () => {
    provide = await import('../provide-bundler-runtime.js');
    shellRuntime = await import('@module-federation/runtime');
  });
  const args = { options: {} };
  expect(provide!.default().beforeInit(args)).toBe(args);
  return Object.assign(g[HOST_KEY] as Host, { shellRuntime: shellRuntime! });
}

it('gives each container the same code but its own share-scope and instance state', async () => {
  const host = await offerFromShell();
  const cart = host.forContainer('mf_cart:1.0.0');
  const leads = host.forContainer('mf_leads:1.0.0');
  expect(cart.bundlerRuntime.consumes).toBe(leads.bundlerRuntime.consumes);
  expect(typeof cart.bundlerRuntime.initContainerEntry).toBe('function');
  expect(cart.bundlerRuntime.S).not.toBe(leads.bundlerRuntime.S);
  expect(cart.instance).toBeUndefined();
  expect(cart.initOptions).toBeUndefined();
});

it("initialising a remote leaves the shell's current federation instance alone", async () => {
  const host = await offerFromShell();
  const shell = host.shellRuntime.init({ name: 'shell-under-test', remotes: [] });
  const cart = host.forContainer('mf_cart_under_test:1.0.0').runtime.init({ name: 'mf_cart_under_test', remotes: [] });
  expect(cart.name).toBe('mf_cart_under_test');
  expect(cart).not.toBe(shell);
  expect(host.shellRuntime.getInstance()).toBe(shell);
  // A second container of the same name (a retried load) reuses its instance.
  expect(host.forContainer('mf_cart_under_test:1.0.0').runtime.init({ name: 'mf_cart_under_test', remotes: [] })).toBe(cart);
});

it('a remote loaded without a shell says what to do', async () => {
  await expect(loadFresh('../bundler-runtime-from-host.js')).rejects.toThrow(/no shell has provided one/);
});

it('a remote built against another federation version refuses to start', async () => {
  await offerFromShell();
  g.__TILES_BUNDLER_RUNTIME_VERSION__ = '0.0.1-other';
  await expect(loadFresh('../bundler-runtime-from-host.js')).rejects.toThrow(
    `built with federation runtime 0.0.1-other, the shell provides ${INSTALLED}`,
  );
});

it('a remote of the same version gets its own copy', async () => {
  const host = await offerFromShell();
  const { default: federation } = await loadFresh<{ default: Federation }>('../bundler-runtime-from-host.js');
  expect(federation.bundlerRuntime.consumes).toBe(host.forContainer('x').bundlerRuntime.consumes);
});
