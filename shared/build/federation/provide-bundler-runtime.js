/**
 * Shell runtime plugin: offers the shell's copy of the webpack bundler runtime to every remote on the page.
 *
 * With `externalRuntime` a remote already reuses the shell's runtime-core, but each remoteEntry.js still bundled
 * its own `@module-federation/webpack-bundler-runtime`, `@module-federation/runtime` and sdk (~6 KB gzip per
 * remote). Remotes built by shared/build resolve that import to `bundler-runtime-from-host.js`, which calls
 * `forContainer` below. Everything shared here is stateless (it works on the `webpackRequire` it is given); the
 * per-container state (`S`, `instance`, `initOptions`) is fresh for each container.
 */
import * as runtime from '@module-federation/runtime';
import { CurrentGlobal } from '@module-federation/runtime-core';
import { bundlerRuntime, attachShareScopeMap } from '@module-federation/webpack-bundler-runtime';
// The shell exposes nothing, so its build drops initContainerEntry from bundlerRuntime; remotes need it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const HOST_BUNDLER_RUNTIME = '__TILES_FEDERATION_BUNDLER_RUNTIME__';
// Set by shared/build from the installed package; remotes compare it with their own build's, so a remote built
// against another federation version fails loudly instead of running on a runtime of a different shape.
const BUNDLER_RUNTIME_VERSION = __TILES_BUNDLER_RUNTIME_VERSION__;

/**
 * Like `@module-federation/runtime`'s `init`, minus its module-level "current instance": that belongs to the
 * shell (its `loadRemote` uses it) and must not be replaced when a remote initialises.
 */
function initFor(buildId) {
  return (options) => {
    const { name, version } = options;
    const existing = CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
      (instance) =>
        (buildId && instance.options.id === buildId) ||
        (instance.options.name === name && !instance.options.version && !version) ||
        (instance.options.name === name && version && instance.options.version === version),
    );
    const normalized = { ...options, id: options.id || '' };
    if (!existing) return runtime.createInstance(normalized);
    existing.initOptions(normalized);
    return existing;
  };
}

function forContainer(buildId) {
  return {
    runtime: { ...runtime, init: initFor(buildId) },
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime: { ...bundlerRuntime, initContainerEntry, S: {} },
    attachShareScopeMap,
    bundlerRuntimeOptions: {},
  };
}

export default function provideBundlerRuntime() {
  return {
    name: 'tiles-provide-bundler-runtime',
    beforeInit(args) {
      globalThis[HOST_BUNDLER_RUNTIME] ??= { version: BUNDLER_RUNTIME_VERSION, forContainer };
      return args;
    },
  };
}
